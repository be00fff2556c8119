#!/usr/bin/env python3
"""Cut TVMScript modules out of a TVM source tree's tests/python/relax, for bench/tvm_suite.sh.

  extract SRC OUT        every @I.ir_module / @tvm.script.ir_module class (and every @R.function that is not
                         inside one) of SRC/tests/python/relax/**/*.py becomes OUT/<name>.py, a standalone file
                         with the import comment lines rxv's corpus files carry; OUT/index.tsv lists them.
  tvm OUT CACHE          asks TVM (the project venv's apache-tvm) which of OUT's files it parses and finds
                         well-formed; answers are cached in CACHE (JSON, keyed by the file's text hash).
  report OUT RESULTS     RESULTS is a TSV written by tvm_suite.sh (file, rxv exit code, first diagnostic);
                         prints the summary: read, well-formed, crashes, agreement with TVM, top causes.

Standard library only, except the `tvm` step, which imports tvm.
"""
import ast
import collections
import hashlib
import json
import os
import re
import sys
import textwrap

HEADER = ("# from tvm.script import ir as I\n"
          "# from tvm.script import tir as T\n"
          "# from tvm.script import relax as R\n\n")


def _decorator_name(dec):
    """The dotted name of a decorator, without its call arguments: `I.ir_module(s_tir=True)` -> I.ir_module."""
    if isinstance(dec, ast.Call):
        dec = dec.func
    parts = []
    while isinstance(dec, ast.Attribute):
        parts.append(dec.attr)
        dec = dec.value
    if isinstance(dec, ast.Name):
        parts.append(dec.id)
    return ".".join(reversed(parts))


def _is_module(node):
    return isinstance(node, ast.ClassDef) and any(
        _decorator_name(d).endswith("ir_module") for d in node.decorator_list)


def _is_relax_function(node):
    return isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
        _decorator_name(d) in ("R.function", "relax.function", "tvm.script.relax.function")
        for d in node.decorator_list)


def _segments(tree):
    """Yield (kind, node) for modules and for Relax functions outside modules and outside other functions."""
    def walk(node, inside):
        for child in ast.iter_child_nodes(node):
            if _is_module(child):
                yield "module", child
                continue  # its functions belong to it
            if _is_relax_function(child) and not inside:
                yield "function", child
                continue
            yield from walk(child, inside)
    yield from walk(tree, False)


def parse_file(path):
    """The file's syntax tree and lines; None when Python cannot parse it."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    try:
        return ast.parse(text), text.splitlines()
    except SyntaxError:
        return None


def segment_text(lines, node):
    """A class or function node's first line (its first decorator's) and its dedented source."""
    first = min([d.lineno for d in node.decorator_list] + [node.lineno])
    return first, textwrap.dedent("\n".join(lines[first - 1:node.end_lineno])) + "\n"


def write_extracted(path, rel, line, body):
    """One extracted module, standalone: where it came from, the import lines, the source."""
    with open(path, "w", encoding="utf-8") as f:
        f.write("# RXV: extracted from tests/python/relax/%s:%d\n" % (rel, line))
        f.write(HEADER + body)


def write_index(out, rows):
    with open(os.path.join(out, "index.tsv"), "w", encoding="utf-8") as f:
        for row in rows:
            f.write("\t".join(row) + "\n")


def extract(src, out):
    root = os.path.join(src, "tests", "python", "relax")
    os.makedirs(out, exist_ok=True)
    rows = []
    for dirpath, _, files in sorted(os.walk(root)):
        for fname in sorted(files):
            if not fname.endswith(".py"):
                continue
            path = os.path.join(dirpath, fname)
            rel = os.path.relpath(path, root)
            parsed = parse_file(path)
            if parsed is None:
                continue
            tree, lines = parsed
            for kind, node in _segments(tree):
                first, body = segment_text(lines, node)
                stem = re.sub(r"[^A-Za-z0-9]+", "_", rel[:-3])
                name = "%s__L%d__%s.py" % (stem, first, node.name)
                write_extracted(os.path.join(out, name), rel, first, body)
                rows.append((name, kind, "%s:%d" % (rel, first)))
    write_index(out, rows)
    print("%d modules, %d functions" % (sum(r[1] == "module" for r in rows),
                                        sum(r[1] == "function" for r in rows)))


def _index(out):
    with open(os.path.join(out, "index.tsv"), encoding="utf-8") as f:
        return [line.rstrip("\n").split("\t") for line in f if line.strip()]


def _tvm_verdict(source):
    """'wf', 'ill-formed' or 'reject: <reason>' from TVM's parser and well_formed."""
    import tvm  # pylint: disable=import-outside-toplevel
    from tvm import relax  # pylint: disable=import-outside-toplevel
    try:
        mod = tvm.script.from_source(source)
    except Exception as err:  # pylint: disable=broad-except
        lines = [l.strip() for l in str(err).strip().splitlines() if l.strip()]
        errors = [l for l in lines if l.startswith("error:") or "Error" in l]
        reason = errors[0] if errors else (lines[0] if lines else type(err).__name__)
        return "reject: " + reason[:200]
    if isinstance(mod, relax.Function):
        # Under the name its global_symbol gives it (the parser adds one unless private=True):
        # TVM checks that the two agree.
        symbol = mod.attrs.get("global_symbol", "main") if mod.attrs else "main"
        mod = tvm.IRModule({str(symbol): mod})
    elif not isinstance(mod, tvm.IRModule):
        return "reject: not a Relax module (%s)" % type(mod).__name__
    # TVM >= 0.27: well_formed raises on the first violation and check_well_formed answers a
    # bool; before, well_formed answered the bool.
    check = getattr(relax.analysis, "check_well_formed", None)
    try:
        ok = check(mod) if check else relax.analysis.well_formed(mod)
    except Exception:  # pylint: disable=broad-except
        ok = False
    return "wf" if ok else "ill-formed"


def ask_tvm(out, cache_path):
    cache = {}
    if os.path.exists(cache_path):
        with open(cache_path, encoding="utf-8") as f:
            cache = json.load(f)
    import tvm  # pylint: disable=import-outside-toplevel
    version = tvm.__version__
    fresh = 0
    for name, _, _ in _index(out):
        with open(os.path.join(out, name), encoding="utf-8") as f:
            source = f.read()
        key = version + ":" + hashlib.sha256(source.encode()).hexdigest()
        if key not in cache:
            cache[key] = _tvm_verdict(source)
            fresh += 1
    os.makedirs(os.path.dirname(os.path.abspath(cache_path)), exist_ok=True)
    with open(cache_path, "w", encoding="utf-8") as f:
        json.dump(cache, f, indent=0, sort_keys=True)
    print("TVM %s: %d answers (%d new) in %s" % (version, len(cache), fresh, cache_path))


def _bucket(message):
    """A diagnostic with names and numbers replaced, so that one cause is one bucket."""
    msg = re.sub(r"^\S+:\d+:\d+:\s*", "", message)
    msg = re.sub(r"'[^']*'", "'_'", msg)
    msg = re.sub(r'"[^"]*"', '"_"', msg)
    msg = re.sub(r"\b\d+\b", "N", msg)
    return msg[:150]


def report(out, results, cache_path, python_free):
    rows = {r[0]: r for r in _index(out)}
    cache = {}
    if cache_path and os.path.exists(cache_path):
        with open(cache_path, encoding="utf-8") as f:
            cache = json.load(f)
    by_text = {}
    for key, verdict in cache.items():
        by_text[key.split(":", 1)[1]] = verdict
    stats = collections.Counter()
    causes = collections.Counter()
    examples = {}
    python_causes = collections.Counter()
    disagree = collections.Counter()
    with open(results, encoding="utf-8") as f:
        for line in f:
            name, code, diag = (line.rstrip("\n").split("\t") + ["", ""])[:3]
            kind = rows[name][1] if name in rows else "module"
            code = int(code)
            stats[kind] += 1
            read = code in (0, 1)
            stats[kind + " read"] += read
            stats[kind + " wf"] += code == 0
            stats[kind + " crash"] += code >= 3 and code != 4
            with open(os.path.join(out, name), encoding="utf-8") as src:
                digest = hashlib.sha256(src.read().encode()).hexdigest()
            verdict = by_text.get(digest)
            # Needs Python evaluation: rxv stops at a name or construct only Python can evaluate
            # (a free variable of the test file, a numpy call), and TVM's parser, given the
            # module alone, fails too (or was not asked).
            py_eval = re.search(python_free, diag) is not None and (
                verdict is None or verdict.startswith("reject"))
            if code not in (0,) and py_eval:
                stats[kind + " python"] += 1
                python_causes[_bucket(diag)] += 1
            elif code != 0:
                bucket = _bucket(diag)
                causes[bucket] += 1
                examples.setdefault(bucket, name)
            if verdict is None or verdict.startswith("reject"):
                stats[kind + " tvm-reject" if verdict else kind + " tvm-unknown"] += 1
                continue
            stats[kind + " tvm"] += 1
            stats[kind + " tvm-wf"] += verdict == "wf"
            agree = (verdict == "wf") == (code == 0)
            stats[kind + " agree"] += agree
            if verdict == "wf" and code != 0:
                disagree[_bucket(diag)] += 1

    def pct(a, b):
        return "%d / %d (%.1f%%)" % (a, b, 100.0 * a / b) if b else "0 / 0"
    for kind in ("module", "function"):
        n = stats[kind]
        if not n:
            continue
        print("%ss: %d" % (kind, n))
        print("  read (exit 0/1):           %s" % pct(stats[kind + " read"], n))
        print("  well-formed (exit 0):      %s" % pct(stats[kind + " wf"], n))
        print("  crashes (exit 3 / signal): %d" % stats[kind + " crash"])
        print("  need Python evaluation:    %d" % stats[kind + " python"])
        print("  read, without those:       %s" % pct(stats[kind + " read"], n - stats[kind + " python"]))
        if cache:
            print("  TVM parses:                %d (TVM well-formed: %d; TVM rejects: %d)" % (
                stats[kind + " tvm"], stats[kind + " tvm-wf"], stats[kind + " tvm-reject"]))
            print("  agreement with TVM:        %s" % pct(stats[kind + " agree"], stats[kind + " tvm"]))
    print("\ntop causes (modules and functions rxv does not find well-formed, excluding Python evaluation):")
    for msg, count in causes.most_common(40):
        print("  %5d  %s   [e.g. %s]" % (count, msg, examples[msg]))
    if python_causes:
        print("\nneeds Python evaluation:")
        for msg, count in python_causes.most_common(10):
            print("  %5d  %s" % (count, msg))
    if disagree:
        print("\nTVM finds well-formed, rxv does not (top 25):")
        for msg, count in disagree.most_common(25):
            print("  %5d  %s" % (count, msg))


def main(argv):
    if len(argv) >= 3 and argv[0] == "extract":
        extract(argv[1], argv[2])
    elif len(argv) >= 3 and argv[0] == "tvm":
        ask_tvm(argv[1], argv[2])
    elif len(argv) >= 3 and argv[0] == "report":
        report(argv[1], argv[2], argv[3] if len(argv) > 3 else "",
               r"undefined variable|undefined shape variable|unsupported Python construct|"
               r"free Python variable|np\.")
    else:
        sys.stderr.write(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
