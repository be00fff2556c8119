"""rxv_tvm.Instrument: a PassInstrument that checks the module with rxv after every pass that
changes it, and writes a finding folder on the first violation, naming the pass.

    import tvm, rxv_tvm
    with tvm.transform.PassContext(opt_level=3, instruments=[rxv_tvm.Instrument("findings")]):
        mod = tvm.relax.transform.FuseOps()(mod)

The check is `rxv check` (well-formedness, normal form, StructInfo, purity: exit 1 is a
violation); with evaluate=True also `rxv run --random-inputs` of main before and after the pass,
on the same inputs, which must give the same printed result where the input runs. A module rxv
cannot read (exit 2: a lowered form its reader lacks) is logged in `unreadable`, not a finding.
"""

import os
import pathlib
import shutil
import subprocess
import tempfile

import tvm

from .dialect import to_rxv


def find_rxv():
    """$RXV_BIN, else this checkout's build/rxv, else `rxv` on PATH."""
    env = os.environ.get("RXV_BIN")
    if env:
        return env
    local = pathlib.Path(__file__).resolve().parents[3] / "build" / "rxv"
    if local.exists():
        return str(local)
    found = shutil.which("rxv")
    if not found:
        raise FileNotFoundError("no rxv binary: set RXV_BIN or build this checkout (build/rxv)")
    return found


def _script(mod):
    """The module as rxv reads it (TVM 0.27's print, mapped: dialect.py)."""
    return to_rxv(tvm, mod, mod.script())


def _has_relax(mod):
    return any(isinstance(f, tvm.relax.Function) for _, f in mod.functions_items())


@tvm.instrument.pass_instrument
class Instrument:
    """Checks each pass's output with rxv; stops checking after the first finding."""

    def __init__(self, out_dir="rxv-findings", evaluate=False, seed=0, rxv=None, timeout=60):
        self.out_dir = pathlib.Path(out_dir)
        self.evaluate = evaluate
        self.seed = seed
        self.rxv = rxv or find_rxv()
        self.timeout = timeout
        self.finding = None  # the folder of the first finding
        self.checked = []  # names of the passes checked
        self.unreadable = []  # (pass, rxv's message) where rxv could not read the output
        self._before = None

    def run_before_pass(self, mod, info):
        if self.finding is None and _has_relax(mod):
            self._before = _script(mod)

    def run_after_pass(self, mod, info):
        before, self._before = self._before, None
        if self.finding is not None or before is None or not _has_relax(mod):
            return
        after = _script(mod)
        if after == before:
            return
        self.checked.append(info.name)
        with tempfile.TemporaryDirectory() as tmp:
            paths = {}
            for name, text in (("before.py", before), ("after.py", after)):
                paths[name] = os.path.join(tmp, name)
                pathlib.Path(paths[name]).write_text(text)
            code, out = self._rxv("check", paths["after.py"])
            if code == 2:
                self.unreadable.append((info.name, out))
                return
            if code != 0:
                return self._write(info.name, "rxv-check", before, after, out)
            if self.evaluate:
                problem = self._compare_runs(paths)
                if problem:
                    self._write(info.name, "refines", before, after, problem)

    def _rxv(self, *args):
        p = subprocess.run(
            [self.rxv, *args], capture_output=True, text=True, timeout=self.timeout, check=False
        )
        return p.returncode, (p.stdout + p.stderr).strip()

    def _compare_runs(self, paths):
        flags = ["--random-inputs", "--seed", str(self.seed)]
        code_b, out_b = self._rxv("run", paths["before.py"], *flags)
        if code_b != 0:
            return None  # the input errs (or cannot run): the output may do anything
        code_a, out_a = self._rxv("run", paths["after.py"], *flags)
        if code_a != 0 or out_a != out_b:
            return f"main before the pass:\n{out_b}\n\nmain after the pass:\n{out_a}"
        return None

    def _write(self, pass_name, stage, before, after, message):
        n = 0
        while (self.out_dir / str(n)).exists():
            n += 1
        d = self.out_dir / str(n)
        d.mkdir(parents=True)
        (d / "before.py").write_text(before)
        (d / "after.py").write_text(after)
        (d / "report.txt").write_text(
            f"kind: pass:tvm\nstage: {stage}\npass: tvm:{pass_name}\n"
            f"replay: rxv check {d / 'after.py'}\n\n{message}\n"
        )
        self.finding = str(d)
