"""The TVM worker: ``python -m rxv_tvm.worker``. TVM is imported once; requests are served
until EOF or a ``shutdown`` request. Protocol (ops, fields, answers) in ../README.md; framing
in protocol.py. Every answer has ``ok``; a failure carries ``error``: {stage, type, message,
traceback}. The real stdout is kept for frames: anything TVM prints goes to stderr.
"""

import contextlib
import os
import sys
import tempfile
import traceback

from .dialect import to_rxv_why
from .reader import FastParseMismatch, Reader
from .protocol import FramingError, read_frame, write_frame


class StageError(Exception):
    """A failure at a named stage (parse, pass, print, spec, request)."""

    def __init__(self, stage, exc):
        super().__init__(str(exc))
        self.stage = stage
        self.exc = exc


def _error(stage, exc):
    return {
        "ok": False,
        "error": {
            "stage": stage,
            "type": type(exc).__module__ + "." + type(exc).__qualname__,
            "message": str(exc),
            "traceback": "".join(traceback.format_exception(exc)),
        },
    }


@contextlib.contextmanager
def _captured_stderr():
    """Collects what C++ code writes to fd 2 (TVM's LOG(WARNING)) while the block runs."""
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile() as tmp:
        os.dup2(tmp.fileno(), 2)
        box = []
        try:
            yield box
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            tmp.seek(0)
            box.append(tmp.read().decode("utf-8", "replace"))


def _name(var):
    """A Relax variable's name (``name_hint`` before TVM 0.27, ``name`` since)."""
    return getattr(var, "name_hint", None) or var.name


def _sinfo(var):
    """A Relax variable's StructInfo (``struct_info`` before TVM 0.27, ``ty`` since)."""
    s = getattr(var, "struct_info", None)
    return s if s is not None else var.ty


class Worker:
    def __init__(self):
        import time

        import tvm  # the one import, paid once per worker
        from tvm import relax

        self.time = time

        self.tvm = tvm
        self.relax = relax
        self.pass_cache = {}
        self.last_parsed = None
        self.reader = Reader(tvm)  # the fast reader, with TVM's parser on a sample (reader.py)
        self.build_run = None  # build_run.BuildRun, made on the first build_run request

    def parse(self, text):
        # The last text parsed is kept: `compare` after `apply` of the same input re-parses
        # nothing (TVM's parser costs ~0.04 CPU-s a module).
        if self.last_parsed and self.last_parsed[0] == text:
            return self.last_parsed[1]
        mod = self._parse(text)
        self.last_parsed = (text, mod)
        return mod

    def _parse(self, text):
        try:
            mod = self.reader.read(text)
        except FastParseMismatch as e:
            raise StageError("fast-parse", e) from e
        except Exception as e:
            why = self._why_ill_formed(text, e)
            raise StageError("parse", type(e)(f"{e}{why}") if why else e) from e
        if isinstance(mod, self.relax.Function):
            mod = self.tvm.IRModule({"main": mod})
        if not isinstance(mod, self.tvm.IRModule):
            raise StageError("parse", TypeError(f"the text is a {type(mod).__name__}, not a module"))
        return mod

    def _why_ill_formed(self, text, error):
        """TVM's parser says only "Program is not well-formed": the violation, from the checker on
        the unchecked parse, as a line to add to `error` ("" when there is none)."""
        if "not well-formed" not in str(error):
            return ""
        try:
            _, why = self.well_formed(self.reader.unchecked(text))
        except Exception:
            return ""
        return f"\nrelax.analysis.well_formed: {why}"

    def script(self, mod, all_struct_info=True, check_mapping=True):
        return self.script_why(mod, all_struct_info, check_mapping)[0]

    def script_why(self, mod, all_struct_info=True, check_mapping=True):
        """(mod.script() in the dialect rxv reads, why the constants' mapping was dropped or "");
        without all_struct_info, bindings are annotated only where the
        round trip needs it (``show_all_ty``, ``show_all_struct_info`` before TVM 0.27).
        ``check_mapping=False`` skips the dialect mapping's check by a TVM parse (dialect.py):
        for prints of a pass's input, whose reading the round trip (e) checks anyway."""
        try:
            if all_struct_info:
                text = mod.script()
            else:
                try:
                    text = mod.script(show_all_ty=False)
                except TypeError:
                    text = mod.script(show_all_struct_info=False)
        except Exception as e:
            raise StageError("print", e) from e
        try:
            return to_rxv_why(self.tvm, mod, text, check=check_mapping, parse=self.reader.read,
                              explain=self._why_ill_formed)
        except FastParseMismatch as e:  # the bridge's reader, not TVM's print: say so
            raise StageError("fast-parse", e) from e
        except Exception as e:  # a mapping bug must not cost the answer: TVM's own text
            return text, f"the mapping raised {type(e).__name__}: {e}"

    def unchanged(self, after, before):
        """True when a pass returned its input, or a structurally equal module."""
        if after.same_as(before):
            return True
        try:  # tvm_ffi.structural_equal since TVM 0.27; tvm.ir's before
            from tvm_ffi import structural_equal
        except ImportError:
            structural_equal = getattr(self.tvm.ir, "structural_equal", None)
        return bool(structural_equal and structural_equal(after, before, map_free_vars=True))

    def well_formed(self, mod):
        """(ok, what TVM says is wrong). TVM 0.27's well_formed raises on the first violation;
        earlier releases return False and log the reasons to stderr."""
        with _captured_stderr() as log:
            try:
                ok = self.relax.analysis.well_formed(mod) is not False
                error = ""
            except Exception as e:  # the violation
                ok, error = False, f"{type(e).__name__}: {e}"
        return ok, (error + "\n" + log[0]).strip()

    def passes(self, spec):
        from .pass_spec import PassSpecError, build_passes

        if spec not in self.pass_cache:
            try:
                self.pass_cache[spec] = build_passes(spec)
            except PassSpecError as e:
                raise StageError("spec", e) from e
        return self.pass_cache[spec]

    def struct_info(self, mod):
        """Per Relax function: its parameters' and bindings' StructInfo, after TVM's
        normalizer, as TVMScript text."""
        mod = self.relax.transform.Normalize()(mod)
        out = {}
        for gv, func in mod.functions_items():
            if not isinstance(func, self.relax.Function):
                continue
            entries = [[_name(p), _sinfo(p).script()] for p in func.params]
            body = func.body
            if isinstance(body, self.relax.SeqExpr):
                for block in body.blocks:
                    for b in block.bindings:
                        entries.append([_name(b.var), _sinfo(b.var).script()])
            ret = getattr(func, "ret_struct_info", None) or func.ret_ty
            out[gv.name_hint] = {"ret": ret.script(), "vars": entries}
        return out

    # -- ops ------------------------------------------------------------------------------------
    def op_hello(self, req):
        return {"ok": True, "tvm_version": self.tvm.__version__, "pid": os.getpid()}

    def op_spec(self, req):
        from .pass_spec import symbolic_bindings

        names = [p.info.name for p in self.passes(req["pass"])]
        # What rxv's oracle must assume of an input (fuzz/bind_symbolic.h).
        binds = symbolic_bindings(req["pass"])
        return {"ok": True, "passes": names, "bind_symbolic_vars": binds}

    def op_roundtrip(self, req):
        mod = self.parse(req["text"])
        return {"ok": True, "output": self.script(mod, req.get("all_struct_info", True))}

    def op_compare(self, req):
        a, b = self.parse(req["text"]), self.parse(req["other"])
        try:
            self.tvm.ir.assert_structural_equal(a, b, map_free_vars=True)
            return {"ok": True, "equal": True}
        except Exception as e:  # the first difference, as TVM's structural equality says
            return {"ok": True, "equal": False, "message": str(e)}

    def op_well_formed(self, req):
        ok, log = self.well_formed(self.parse(req["text"]))
        return {"ok": True, "well_formed": ok, "log": log}

    def op_struct_info(self, req):
        mod = self.parse(req["text"])
        try:
            return {"ok": True, "functions": self.struct_info(mod)}
        except Exception as e:
            raise StageError("struct_info", e) from e

    def op_apply(self, req):
        passes = self.passes(req["pass"])
        mod = self.parse(req["text"])
        answer = {"ok": True}
        if req.get("roundtrip"):
            # TVM's parser is what a program costs (~0.04 CPU-s a parse): the input's prints
            # are not checked by a parse here; rxv's reading of them is the round trip (e).
            answer["input_script"] = self.script(mod, all_struct_info=False, check_mapping=False)
            answer["input_annotated"] = self.script(mod, check_mapping=False)
        if req.get("check_input"):
            ok, log = self.well_formed(mod)
            answer["input_well_formed"] = ok
            if not ok:
                answer["input_log"] = log
                return answer
        before = mod
        try:
            with self.tvm.transform.PassContext(opt_level=3):
                for p in passes:
                    mod = p(mod)
        except Exception as e:
            raise StageError("pass", e) from e
        if "input_annotated" in answer and self.unchanged(mod, before):
            # The pass changed nothing: its output prints as the input did (no second print,
            # no second mapping check).
            answer["output"] = answer["input_annotated"]
        else:
            answer["output"], why = self.script_why(mod)
            if why:  # rxv cannot read the metadata form: say why the inlined one was dropped
                answer["output_unmapped"] = why
        if req.get("well_formed", True):
            ok, log = self.well_formed(mod)
            answer["well_formed"] = ok
            answer["log"] = log
        return answer

    def op_build_run(self, req):
        from .build_run import BuildRun

        if self.build_run is None:
            self.build_run = BuildRun(self.tvm, self.relax)
        br = self.build_run
        mod = self.parse(req["text"])
        entry = req.get("entry", "main")
        try:
            vm, hit, took = br.vm(mod)
        except Exception as e:  # a compile error (perhaps a cached one)
            return dict(_error("build", e), cache_hit=br.last_hit)
        try:
            args = [br.to_tvm(t) for t in req["inputs"]]
        except (OSError, ValueError, TypeError) as e:
            raise StageError("request", e) from e
        start = self.time.perf_counter()
        try:
            result = vm[entry](*args)
            output = br.from_tvm(result, req["output_dir"], "")
        except Exception as e:
            raise StageError("run", e) from e
        return {"ok": True, "output": output, "cache_hit": hit, "build_seconds": took,
                "run_seconds": self.time.perf_counter() - start, "stats": br.stats()}

    def handle(self, req):
        op = req.get("op")
        fn = getattr(self, "op_" + str(op), None)
        if fn is None:
            return _error("request", ValueError(f"unknown op '{op}'"))
        try:
            return fn(req)
        except StageError as e:
            return _error(e.stage, e.exc)
        except KeyError as e:
            return _error("request", ValueError(f"request lacks field {e}"))


def main():
    # Frames go to the real stdout; fd 1 becomes stderr so that prints from TVM's C++ code
    # (or Python) cannot corrupt the stream.
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    inp = sys.stdin.buffer
    try:
        worker, broken = Worker(), None
    except Exception as e:  # TVM does not import: every request says why
        worker, broken = None, e
    while True:
        try:
            req = read_frame(inp)
        except (FramingError, ValueError) as e:
            write_frame(out, _error("request", e))
            return 2
        if req is None or req.get("op") == "shutdown":
            return 0
        answer = worker.handle(req) if worker else _error("import", broken)
        if "id" in req:
            answer["id"] = req["id"]
        write_frame(out, answer)


if __name__ == "__main__":
    sys.exit(main())
