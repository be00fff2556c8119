#!/usr/bin/env python3
"""Cut (input, Expected) module pairs out of TVM's relax transform tests, for bench/tv_pairs.sh.

  extract SRC OUT      for every tests/python/relax/test_transform_*.py of SRC, each module or Relax
                       function whose name says it is the expected result (Expected, expected, ...)
                       is paired with the module or function written just before it in the same
                       test (a test function or a test class); the pair becomes
                       OUT/<id>/before.py and OUT/<id>/after.py, listed in OUT/index.tsv
                       (id, pass, source location).
  report OUT RESULTS   RESULTS is the TSV tv_pairs.sh writes (id, exit code, seconds, JSON verdict,
                       baseline seconds);
                       prints validated / refuted / unknown / unreadable per pass, the median and
                       p99 time per pair, and the decided share of the pairs whose main keeps its
                       signature.

Standard library only. Module extraction is tvm_suite_extract's (one implementation).
"""
import ast
import collections
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tvm_suite_extract import _segments, parse_file, segment_text, write_extracted, write_index  # noqa: E402  pylint: disable=wrong-import-position


def _is_expected(name):
    return "expected" in name.lower()


def _suffix(name):
    """What tells numbered variants apart: Expected2 -> "2", expected_fp16 -> "fp16"."""
    return re.sub(r"^(expected|before|input|module)_?", "", name, flags=re.IGNORECASE)


def _pairs(tree):
    """(before node, expected node) per top-level test function or class, in source order: an
    Expected is paired with the last earlier segment of the same suffix (Before2 with Expected2),
    else with the segment just before it."""
    for top in tree.body:
        segs = [node for _, node in _segments(ast.Module(body=[top], type_ignores=[]))]
        befores = []
        for node in segs:
            if not _is_expected(node.name):
                befores.append(node)
                continue
            if not befores:
                continue
            suffix = _suffix(node.name)
            same = [b for b in befores if suffix and _suffix(b.name) == suffix]
            yield (same[-1] if same else befores[-1]), node


def extract(src, out):
    root = os.path.join(src, "tests", "python", "relax")
    os.makedirs(out, exist_ok=True)
    rows = []
    for fname in sorted(os.listdir(root)):
        m = re.match(r"test_transform_(.*)\.py$", fname)
        if not m:
            continue
        parsed = parse_file(os.path.join(root, fname))
        if parsed is None:
            continue
        tree, lines = parsed
        for before, after in _pairs(tree):
            line_b, text_b = segment_text(lines, before)
            line_a, text_a = segment_text(lines, after)
            pid = "%s__L%d" % (m.group(1), line_a)  # one pair per Expected
            os.makedirs(os.path.join(out, pid), exist_ok=True)
            for name, line, body in (("before.py", line_b, text_b), ("after.py", line_a, text_a)):
                write_extracted(os.path.join(out, pid, name), fname, line, body)
            rows.append((pid, m.group(1), "%s:%d" % (fname, line_b)))
    write_index(out, rows)
    print("%d pairs from %d passes" % (len(rows), len({r[1] for r in rows})))


def _percentile(values, p):
    if not values:
        return 0.0
    values = sorted(values)
    k = min(len(values) - 1, max(0, int(round(p / 100.0 * (len(values) - 1)))))
    return values[k]


VERDICTS = {0: "validated", 1: "refuted", 4: "unknown", 2: "unreadable"}


def report(out, results):
    passes = {}
    with open(os.path.join(out, "index.tsv"), encoding="utf-8") as f:
        for line in f:
            pid, name, _ = line.rstrip("\n").split("\t")
            passes[pid] = name
    per_pass = collections.defaultdict(collections.Counter)
    times = []
    baseline = []
    kept = collections.Counter()
    reasons = collections.Counter()
    refuted = []
    with open(results, encoding="utf-8") as f:
        for line in f:
            pid, code, secs, js, base = (line.rstrip("\n").split("\t") + ["", "", "", ""])[:5]
            if base:
                baseline.append(float(base))
            code = int(code)
            verdict = VERDICTS.get(code, "crash/timeout")
            per_pass[passes.get(pid, "?")][verdict] += 1
            times.append(float(secs))
            try:
                # rxv's --json document (docs/json-schema.md); the verdict is its result.
                j = (json.loads(js) if js else {}).get("result") or {}
            except ValueError:
                j = {}
            # "main keeps its signature": every public function does (main, or main_1 and
            # main_2 in a module without main).
            keeps = code != 2 and not any(fn["public"] and fn["signature"]["changed"]
                                          for fn in j.get("functions", []))
            if keeps:
                kept["pairs"] += 1
                kept["decided"] += code in (0, 1)
            if code == 4:
                reasons[re.sub(r"\d+", "N", j.get("reason", ""))[:120]] += 1
            if code == 1:
                refuted.append((pid, j.get("reason", "")[:200]))
    total = collections.Counter()
    print("%-40s %9s %8s %8s %10s %6s" % ("pass", "validated", "refuted", "unknown", "unreadable",
                                            "other"))
    for name in sorted(per_pass):
        c = per_pass[name]
        total.update(c)
        print("%-40s %9d %8d %8d %10d %6d" % (name, c["validated"], c["refuted"], c["unknown"],
                                              c["unreadable"], c["crash/timeout"]))
    print("%-40s %9d %8d %8d %10d %6d" % ("TOTAL", total["validated"], total["refuted"],
                                          total["unknown"], total["unreadable"],
                                          total["crash/timeout"]))
    print("\npairs: %d; time per pair: median %.3f s, p99 %.3f s, max %.3f s" % (
        len(times), _percentile(times, 50), _percentile(times, 99), max(times or [0])))
    if baseline:
        print("baseline (rxv check of the same two files): median %.3f s, p99 %.3f s; "
              "ratio of medians %.2f" % (_percentile(baseline, 50), _percentile(baseline, 99),
                                         _percentile(times, 50) / max(_percentile(baseline, 50),
                                                                      1e-9)))
    if kept["pairs"]:
        print("read, public signatures kept: %d; decided (validated or refuted): %d (%.1f%%)" % (
            kept["pairs"], kept["decided"], 100.0 * kept["decided"] / kept["pairs"]))
    if reasons:
        print("\nunknown, by reason:")
        for msg, n in reasons.most_common(15):
            print("  %4d  %s" % (n, msg))
    if refuted:
        print("\nrefuted:")
        for pid, why in refuted:
            print("  %s: %s" % (pid, why))


def main(argv):
    if len(argv) >= 3 and argv[0] == "extract":
        extract(argv[1], argv[2])
    elif len(argv) >= 3 and argv[0] == "report":
        report(argv[1], argv[2])
    else:
        sys.stderr.write(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
