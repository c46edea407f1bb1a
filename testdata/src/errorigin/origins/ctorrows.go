package origins

import (
	"errors"
	"os"

	crdb "github.com/cockroachdb/errors"
	pkgerrors "github.com/pkg/errors"
)

// One call of each stack-carrying errors constructor and unwrapper.
func ctorRows(path string) {
	_, err := os.ReadFile(path)
	errSink(pkgerrors.Wrapf(err, "reading %s", path)) // want `^written\|foreign\|stack-carrier\(os\.ReadFile\) \[os\.ReadFile\]$`
	errSink(pkgerrors.WithStack(err))                 // want `^foreign\|stack-carrier\(os\.ReadFile\) \[os\.ReadFile\]$`
	errSink(pkgerrors.WithMessage(err, "reading"))    // want `^written\|foreign\(os\.ReadFile\) \[os\.ReadFile\]$`
	errSink(pkgerrors.WithMessagef(err, "r %d", 1))   // want `^written\|foreign\(os\.ReadFile\) \[os\.ReadFile\]$`
	errSink(pkgerrors.Cause(err))                     // want `^foreign\(os\.ReadFile\) \[os\.ReadFile\]$`
	errSink(pkgerrors.Errorf("bad %v", err))          // want `^written\|foreign\|stack-carrier\(os\.ReadFile\) \[os\.ReadFile\]$`
	errSink(crdb.New("constant"))                     // want `^written\|stack-carrier \[\]$`
	errSink(crdb.Newf("bad %v", err))                 // want `^written\|foreign\|stack-carrier\(os\.ReadFile\) \[os\.ReadFile\]$`
	errSink(crdb.Errorf("bad %v", err))               // want `^written\|foreign\|stack-carrier\(os\.ReadFile\) \[os\.ReadFile\]$`
	errSink(crdb.Wrap(err, "reading"))                // want `^written\|foreign\|stack-carrier\(os\.ReadFile\) \[os\.ReadFile\]$`
	errSink(crdb.Wrapf(err, "reading %s", path))      // want `^written\|foreign\|stack-carrier\(os\.ReadFile\) \[os\.ReadFile\]$`
	errSink(crdb.WithStack(err))                      // want `^foreign\|stack-carrier\(os\.ReadFile\) \[os\.ReadFile\]$`
	errSink(crdb.WithMessage(err, "reading"))         // want `^written\|foreign\(os\.ReadFile\) \[os\.ReadFile\]$`
	errSink(crdb.WithMessagef(err, "r %d", 1))        // want `^written\|foreign\(os\.ReadFile\) \[os\.ReadFile\]$`
	errSink(crdb.Cause(crdb.Wrap(err, "reading")))    // want `^written\|foreign\|stack-carrier\(os\.ReadFile\) \[os\.ReadFile\]$`
	errSink(crdb.UnwrapAll(crdb.Wrap(err, "x")))      // want `^written\|foreign\|stack-carrier\(os\.ReadFile\) \[os\.ReadFile\]$`
	errSink(crdb.UnwrapOnce(crdb.Wrap(err, "x")))     // want `^written\|foreign\|stack-carrier\(os\.ReadFile\) \[os\.ReadFile\]$`
	errSink(errors.Unwrap(pkgerrors.Wrap(err, "x")))  // want `^written\|foreign\|stack-carrier\(os\.ReadFile\) \[os\.ReadFile\]$`
}
