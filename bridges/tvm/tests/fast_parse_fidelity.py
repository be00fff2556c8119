"""The fast reader against TVM's parser, text by text: ``python fast_parse_fidelity.py
[--min-coverage F] FILE_OR_DIR...`` (tests/bridges/fast_parse_test.sh runs it on rxv's prints
of the corpus and on the texts a short TVM pass campaign had the worker read).

For each text TVM's parser parses (unchecked), the fast reader must build a structurally equal
module (assert_structural_equal, map_free_vars) or leave it (Unsupported, or an error, after
which the worker parses with TVM), and its well-formedness verdict must be the one
``from_source`` gives with its check on (and, when not well-formed, the error message). Exit 1 on a difference, or when the fast reader took
fewer than --min-coverage of the texts TVM parses; the counts go to stdout."""

import argparse
import os
import sys

import tvm

from rxv_tvm import fast_parse
from rxv_tvm.reader import Reader


def texts(paths):
    for p in paths:
        if os.path.isdir(p):
            for name in sorted(os.listdir(p)):
                if name.endswith(".py"):
                    yield os.path.join(p, name)
        else:
            yield p


def check(path, reader, counts):
    text = open(path, encoding="utf-8").read()
    try:
        ref, tvm_ok, tvm_error = tvm.script.from_source(text), True, None
    except Exception as e:
        tvm_error = str(e)
        try:  # not well-formed, or not TVMScript TVM parses
            ref, tvm_ok = tvm.script.from_source(text, check_well_formed=False), False
        except Exception:  # TVM does not parse it: nothing to compare (the worker asks TVM)
            counts["tvm rejects"] += 1
            return None
    if not isinstance(ref, tvm.IRModule):
        counts["not a module"] += 1
        return None
    counts["tvm parses"] += 1
    try:
        mod = fast_parse.parse(text)
    except fast_parse.Unsupported as e:
        counts["unsupported"] += 1
        return f"{path}: left to TVM (Unsupported: {e})"
    except Exception as e:  # the worker falls back: correct, only slower
        counts["fast reader raised"] += 1
        return f"{path}: left to TVM ({type(e).__name__}: {str(e).splitlines()[0][:200]})"
    try:
        tvm.ir.assert_structural_equal(mod, ref, map_free_vars=True)
    except Exception as e:  # noqa: BLE001
        counts["DIFFERENT"] += 1
        return f"{path}: DIFFERENT from TVM's parse: {e}"
    verdict = reader.well_formed(mod)
    if bool(verdict) != tvm_ok:
        counts["DIFFERENT"] += 1
        return f"{path}: well-formedness differs (TVM's parser says {tvm_ok})"
    if verdict is False:  # the reader raises TVM's message itself: the same text
        try:
            reader.ill_formed_error(text)
        except Exception as e:  # noqa: BLE001
            if str(e) != tvm_error:
                counts["DIFFERENT"] += 1
                return f"{path}: the ill-formed message differs:\n{e}\n--- TVM's:\n{tvm_error}"
    counts["equal"] += 1
    counts["ill-formed"] += verdict is False
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--min-coverage", type=float, default=0.0)
    ap.add_argument("paths", nargs="+")
    args = ap.parse_args()
    reader = Reader(tvm)
    counts = {k: 0 for k in ("tvm parses", "equal", "unsupported", "fast reader raised",
                             "DIFFERENT", "ill-formed", "tvm rejects", "not a module")}
    for path in texts(args.paths):
        note = check(path, reader, counts)
        if note:
            print(note)
    print(" ".join(f"{k.replace(' ', '_')}={v}" for k, v in counts.items()))
    coverage = counts["equal"] / max(1, counts["tvm parses"])
    print(f"coverage={coverage:.3f}")
    if counts["DIFFERENT"] or counts["tvm parses"] == 0 or coverage < args.min_coverage:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
