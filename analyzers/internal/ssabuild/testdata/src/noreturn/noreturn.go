package noreturn

import (
	"log"
	"os"
	"testing"
)

func exits(err error) {
	if err != nil {
		log.Fatal(err) // want `no return: log.Fatal`
	}
	os.Exit(1) // want `no return: os.Exit`
}

func must(err error) {
	log.Fatalf("%v", err) // want `no return: log.Fatalf`
}

func viaMust() {
	must(nil) // want `no return: noreturn.must`
}

func panics() {
	log.Panicln("x") // want `no return: log.Panicln`
}

func test(t *testing.T) {
	t.Fatal("x") // want `no return: testing.common.Fatal`
}

func returns() {
	log.Print("x")
	panic("noreturn") // want `source panic`
}
