package main

import (
	"bufio"
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Snapshot is what scripts/corpus.sh -s commits for one corpus entry, in
// corpus/findings/NAME.json: the entry's pin and every finding, in the
// order mcpstat sorts them (file, line, column, analyzer, message), with
// positions relative to the module root. A change in what mcplint reports
// on the corpus shows up as a diff of these files.
type Snapshot struct {
	Server  string `json:"server"`
	Module  string `json:"module"`
	Version string `json:"version"`
	Stat
}

// writeSnapshot reads the Stat that mcpstat wrote for the corpus entry
// name (module@version) and writes its Snapshot.
func writeSnapshot(w io.Writer, statFile, name, modver string) error {
	stat, err := readStat(statFile)
	if err != nil {
		return err
	}
	mod, version, ok := strings.Cut(modver, "@")
	if !ok || mod == "" || version == "" {
		return fmt.Errorf("-modver %q: want module@version", modver)
	}
	snap := Snapshot{Server: name, Module: mod, Version: version, Stat: *stat}
	out, err := json.MarshalIndent(snap, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(out, '\n'))
	return err
}

// readJSON decodes the JSON file into v. A decoding error names the
// file.
func readJSON(file string, v any) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s: %v", file, err)
	}
	return nil
}

func readStat(file string) (*Stat, error) {
	var stat Stat
	if err := readJSON(file, &stat); err != nil {
		return nil, err
	}
	if stat.Findings == nil {
		stat.Findings = []Finding{}
	}
	if stat.Errors == nil {
		stat.Errors = []string{}
	}
	if stat.HandlersByKind == nil {
		stat.HandlersByKind = map[string]int{}
	}
	return &stat, nil
}

// Verdicts of the triage file.
const (
	truePositive  = "TP"
	falsePositive = "FP"
)

// triageHeader is the first line of the triage file that is not a comment.
var triageHeader = []string{"server", "version", "position", "analyzer", "verdict", "reason", "test"}

// Verdict is one line of the triage file: the verdict on the findings of
// one analyzer at one position of one pinned server.
type Verdict struct {
	Server, Version, Position, Analyzer string
	Verdict                             string // TP or FP
	Reason                              string
	// Test names the test that pins a false positive as must-not-report:
	// a path relative to the repository root (a testdata file or
	// directory). Required for FP, empty for TP.
	Test string

	line int
}

type verdictKey struct{ server, version, position, analyzer string }

func (v *Verdict) key() verdictKey {
	return verdictKey{v.Server, v.Version, v.Position, v.Analyzer}
}

// readTriage parses the triage file: tab-separated, '#' starts a comment
// line, the first other line is the header. root is the repository root,
// against which FP test paths are checked.
func readTriage(file, root string) ([]*Verdict, []string, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	var (
		verdicts []*Verdict
		problems []string
		header   bool
		seen     = map[verdictKey]int{}
	)
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "\t")
		if !header {
			header = true
			if !slices.Equal(fields, triageHeader) {
				return nil, nil, fmt.Errorf("%s:%d: header is %q, want %q (tab-separated)", file, n, fields, triageHeader)
			}
			continue
		}
		bad := func(format string, args ...any) {
			problems = append(problems, fmt.Sprintf("%s:%d: ", file, n)+fmt.Sprintf(format, args...))
		}
		if len(fields) == len(triageHeader)-1 {
			fields = append(fields, "") // no test column
		}
		if len(fields) != len(triageHeader) {
			bad("%d tab-separated fields, want %d or %d", len(fields), len(triageHeader)-1, len(triageHeader))
			continue
		}
		for i := range fields {
			fields[i] = strings.TrimSpace(fields[i])
		}
		v := &Verdict{
			Server: fields[0], Version: fields[1], Position: fields[2], Analyzer: fields[3],
			Verdict: fields[4], Reason: fields[5], Test: fields[6], line: n,
		}
		switch {
		case v.Server == "" || v.Version == "" || v.Position == "" || v.Analyzer == "":
			bad("server, version, position and analyzer are required")
			continue
		case v.Verdict != truePositive && v.Verdict != falsePositive:
			bad("verdict %q: want %s or %s", v.Verdict, truePositive, falsePositive)
			continue
		case v.Reason == "":
			bad("a verdict needs a one-line reason")
			continue
		case v.Verdict == falsePositive && v.Test == "":
			bad("a false positive needs the must-not-report test that pins it (last column: a path in the repository)")
			continue
		case v.Verdict == falsePositive:
			if _, err := os.Stat(filepath.Join(root, filepath.FromSlash(v.Test))); err != nil {
				bad("test %s of a false positive does not exist", v.Test)
				continue
			}
		}
		if prev, dup := seen[v.key()]; dup {
			bad("same server, version, position and analyzer as line %d", prev)
			continue
		}
		seen[v.key()] = n
		verdicts = append(verdicts, v)
	}
	if err := sc.Err(); err != nil {
		return nil, nil, err
	}
	if !header {
		return nil, nil, fmt.Errorf("%s: no header line", file)
	}
	return verdicts, problems, nil
}

// readSnapshots reads every DIR/*.json snapshot, sorted by server.
func readSnapshots(dir string) ([]*Snapshot, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	var snaps []*Snapshot
	for _, file := range files {
		var s Snapshot
		if err := readJSON(file, &s); err != nil {
			return nil, err
		}
		if want := strings.TrimSuffix(filepath.Base(file), ".json"); s.Server != want {
			return nil, fmt.Errorf("%s: server is %q, want %q (the file's name)", file, s.Server, want)
		}
		snaps = append(snaps, &s)
	}
	slices.SortFunc(snaps, func(a, b *Snapshot) int { return cmp.Compare(a.Server, b.Server) })
	return snaps, nil
}

// corpusNames reads the entry names of a corpus file (scripts/corpus.txt).
func corpusNames(file string) ([]string, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var names []string
	for line := range strings.Lines(string(data)) {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		names = append(names, f[0])
	}
	return names, nil
}

// tally counts verdicts.
type tally struct{ tp, fp int }

func (t tally) n() int { return t.tp + t.fp }

func (t tally) precision() string {
	if t.n() == 0 {
		return "—"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(t.tp)/float64(t.n()))
}

// meets reports whether the tally meets a precision target in percent;
// no findings meets every target.
func (t tally) meets(target float64) bool {
	return t.n() == 0 || 100*float64(t.tp) >= target*float64(t.n())
}

// Precision targets of issue 7.
const (
	analyzerTarget = 90.0
	overallTarget  = 95.0
)

// precision joins the snapshots with the triage and writes Markdown tables
// of precision per analyzer, per server and analyzer, and overall. The
// returned problems (a finding without a verdict, a verdict without a
// finding, a malformed triage line, a snapshot that is not in the corpus or
// the other way round) make the command fail; the tables are written all
// the same.
func precision(w io.Writer, snapDir, triageFile, corpusFile, root string) ([]string, error) {
	snaps, err := readSnapshots(snapDir)
	if err != nil {
		return nil, err
	}
	if len(snaps) == 0 {
		return nil, fmt.Errorf("no snapshots in %s (run scripts/corpus.sh -s %s)", snapDir, snapDir)
	}
	verdicts, problems, err := readTriage(triageFile, root)
	if err != nil {
		return nil, err
	}
	if corpusFile != "" {
		names, err := corpusNames(corpusFile)
		if err != nil {
			return nil, err
		}
		have := map[string]bool{}
		for _, s := range snaps {
			have[s.Server] = true
			if !slices.Contains(names, s.Server) {
				problems = append(problems, fmt.Sprintf("%s/%s.json: %s is not in %s: delete the snapshot", snapDir, s.Server, s.Server, corpusFile))
			}
		}
		for _, n := range names {
			if !have[n] {
				problems = append(problems, fmt.Sprintf("%s: no snapshot %s/%s.json: run scripts/corpus.sh -s %s %s", corpusFile, snapDir, n, snapDir, n))
			}
		}
	}

	byKey := map[verdictKey]*Verdict{}
	for _, v := range verdicts {
		byKey[v.key()] = v
	}
	used := map[verdictKey]bool{}
	var analyzerNames []string
	perAnalyzer := map[string]*tally{}
	type cell struct{ server, analyzer string }
	perCell := map[cell]*tally{}
	perServer := map[string]*tally{}
	var overall tally
	for _, s := range snaps {
		perServer[s.Server] = &tally{}
		for _, a := range s.Analyzers {
			if perAnalyzer[a] == nil {
				perAnalyzer[a] = &tally{}
				analyzerNames = append(analyzerNames, a)
			}
			perCell[cell{s.Server, a}] = &tally{}
		}
		if len(s.Errors) > 0 {
			problems = append(problems, fmt.Sprintf("%s/%s.json: %d load or analysis errors: its findings are incomplete", snapDir, s.Server, len(s.Errors)))
		}
		for _, f := range s.Findings {
			k := verdictKey{s.Server, s.Version, f.Posn, f.Analyzer}
			v := byKey[k]
			if v == nil {
				problems = append(problems, fmt.Sprintf("no verdict: %s\t%s\t%s\t%s\t(%s)", s.Server, s.Version, f.Posn, f.Analyzer, f.Message))
				continue
			}
			used[k] = true
			t := perCell[cell{s.Server, f.Analyzer}]
			if t == nil { // a finding of an analyzer the snapshot does not list
				t = &tally{}
				perCell[cell{s.Server, f.Analyzer}] = t
				if perAnalyzer[f.Analyzer] == nil {
					perAnalyzer[f.Analyzer] = &tally{}
					analyzerNames = append(analyzerNames, f.Analyzer)
				}
			}
			for _, t := range []*tally{t, perAnalyzer[f.Analyzer], perServer[s.Server], &overall} {
				if v.Verdict == truePositive {
					t.tp++
				} else {
					t.fp++
				}
			}
		}
	}
	judged := map[string]bool{}
	for _, s := range snaps {
		judged[s.Server] = true
	}
	for _, v := range verdicts {
		// The triage file holds the verdicts of the corpus and of the
		// fetched servers (corpus/fetched/): each run judges its own.
		if !used[v.key()] && judged[v.Server] {
			problems = append(problems, fmt.Sprintf("%s:%d: no such finding in the snapshot any more (%s %s %s %s): delete the line or re-run the corpus", triageFile, v.line, v.Server, v.Version, v.Position, v.Analyzer))
		}
	}

	target := func(t tally, pct float64) string {
		if t.n() == 0 {
			return "—"
		}
		if t.meets(pct) {
			return fmt.Sprintf("≥ %g%%: met", pct)
		}
		return fmt.Sprintf("≥ %g%%: **not met**", pct)
	}
	fmt.Fprintf(w, "### Precision per analyzer\n\n")
	fmt.Fprintf(w, "| analyzer | findings | true | false | precision | target |\n|---|---:|---:|---:|---:|---|\n")
	for _, a := range analyzerNames {
		t := *perAnalyzer[a]
		fmt.Fprintf(w, "| %s | %d | %d | %d | %s | %s |\n", a, t.n(), t.tp, t.fp, t.precision(), target(t, analyzerTarget))
	}
	fmt.Fprintf(w, "| **all** | %d | %d | %d | %s | %s |\n", overall.n(), overall.tp, overall.fp, overall.precision(), target(overall, overallTarget))

	fmt.Fprintf(w, "\n### Precision per server\n\nEach cell: precision (true / findings); — where the analyzer reported nothing.\n\n")
	fmt.Fprintf(w, "| server | version | handlers |")
	sep := "|---|---|---:|"
	for _, a := range analyzerNames {
		fmt.Fprintf(w, " %s |", a)
		sep += "---:|"
	}
	fmt.Fprintf(w, " all |\n%s---:|\n", sep)
	for _, s := range snaps {
		fmt.Fprintf(w, "| %s | %s | %d |", s.Server, s.Version, s.Handlers)
		for _, a := range analyzerNames {
			t := perCell[cell{s.Server, a}]
			switch {
			case t == nil:
				fmt.Fprintf(w, " not run |")
			case t.n() == 0:
				fmt.Fprintf(w, " — |")
			default:
				fmt.Fprintf(w, " %s (%d/%d) |", t.precision(), t.tp, t.n())
			}
		}
		t := perServer[s.Server]
		if t.n() == 0 {
			fmt.Fprintf(w, " — |\n")
		} else {
			fmt.Fprintf(w, " %s (%d/%d) |\n", t.precision(), t.tp, t.n())
		}
	}
	return problems, nil
}
