#include "fuzz/tvm_repro.h"

#include <fmt/format.h>

#include <fstream>
#include <vector>

namespace rxv::fuzz {

namespace {

/// Splits at commas outside brackets and quotes (as bridges/tvm/rxv_tvm/pass_spec.py).
std::vector<std::string> split_steps(const std::string &spec) {
  std::vector<std::string> steps;
  std::string cur;
  int depth = 0;
  char quote = 0;
  for (size_t i = 0; i < spec.size(); ++i) {
    char c = spec[i];
    if (quote) {
      if (c == quote && spec[i - 1] != '\\')
        quote = 0;
    } else if (c == '\'' || c == '"') {
      quote = c;
    } else if (c == '(' || c == '[' || c == '{') {
      ++depth;
    } else if (c == ')' || c == ']' || c == '}') {
      --depth;
    } else if (c == ',' && depth == 0) {
      steps.push_back(cur);
      cur.clear();
      continue;
    }
    cur += c;
  }
  steps.push_back(cur);
  for (auto &s : steps) {
    size_t a = s.find_first_not_of(" \t"), b = s.find_last_not_of(" \t");
    s = a == std::string::npos ? "" : s.substr(a, b - a + 1);
  }
  return steps;
}

// The part every repro shares: read before.py, make the passes, apply them.
constexpr const char *kPrelude = R"py(# repro.py: an rxv finding (oracle stage "{stage}") in TVM's pass(es) {spec},
# shown with TVM alone. Run it with the project venv: .venv/bin/python repro.py
# Exit 1 and "REPRODUCED" when TVM still shows the failure; exit 0 when it does not.
import pathlib
import signal
import sys
import traceback

import numpy as np
import tvm
from tvm import relax

HERE = pathlib.Path(__file__).resolve().parent


def reproduced(what):
    print("REPRODUCED:", what)
    sys.exit(1)


def parse(text):
    mod = tvm.script.from_source(text)
    return tvm.IRModule({{"main": mod}}) if isinstance(mod, relax.Function) else mod


def apply_passes(mod):
    with tvm.transform.PassContext(opt_level=3):
        for p in {passes}:
            mod = p(mod)
    return mod


# before_tvm.py: before.py (rxv's print) in the spelling this TVM parses.
before_text = (HERE / "before_tvm.py").read_text()
)py";

// One check per stage (the failure to look for).
constexpr const char *kParse = R"py(try:
    parse(before_text)
except Exception:
    traceback.print_exc()
    reproduced("TVM's parser rejects before.py, a well-formed module")
print("not reproduced: before.py parses")
)py";

constexpr const char *kRaises = R"py(before = parse(before_text)
relax.analysis.well_formed(before)  # the input is well-formed by TVM's own check
signal.alarm(120)  # a hang shows as SIGALRM
try:
    apply_passes(before)
except Exception:
    traceback.print_exc()
    reproduced("the pass raises on a well-formed input")
print("not reproduced: the pass ran")
)py";

constexpr const char *kWellFormed = R"py(before = parse(before_text)
relax.analysis.well_formed(before)  # the input is well-formed by TVM's own check
after = apply_passes(before)
try:
    relax.analysis.well_formed(after)
except Exception:
    print(after.script())
    traceback.print_exc()
    reproduced("relax.analysis.well_formed rejects the pass's output")
print("not reproduced: the output is well-formed")
)py";

constexpr const char *kRoundTrip = R"py(# TVM parses before.py and prints it; rxv read that text back as a different module.
# With TVM alone: parse, print, parse again and compare.
before = parse(before_text)
again = parse(before.script())
try:
    tvm.ir.assert_structural_equal(before, again, map_free_vars=True)
except Exception:
    traceback.print_exc()
    reproduced("TVM's print of before.py does not parse back to the same module")
print(before.script())
print("not reproduced with TVM alone: compare the text above with before.py (an rxv reader or "
      "printer difference)")
)py";

constexpr const char *kRefines = R"py(# The input and the pass's output, built for llvm and run on the finding's inputs.
before = parse(before_text)
after = apply_passes(before)


def run(mod, args):
    ex = relax.build(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in args])


def as_numpy(v):
    if isinstance(v, (list, tuple)) or type(v).__name__ == "Array":
        return [as_numpy(x) for x in v]
    return v.numpy() if hasattr(v, "numpy") else v


args = []
for p in before["main"].params:
    name = getattr(p, "name_hint", None) or p.name
    f = HERE / "inputs" / (name + ".npy")
    if not f.exists():
        sys.exit(f"cannot feed parameter {{name}}: only tensor inputs are supported here")
    args.append(np.load(f))
try:
    want = as_numpy(run(before, args))
except Exception:
    traceback.print_exc()
    sys.exit("not reproduced: the input does not run on TVM's VM (see above)")
try:
    got = as_numpy(run(after, args))
except Exception:
    traceback.print_exc()
    reproduced("the pass's output fails where the input runs")
try:
    np.testing.assert_allclose(np.array(got, dtype=object) if isinstance(got, list) else got,
                               np.array(want, dtype=object) if isinstance(want, list) else want,
                               rtol=1e-5, atol=1e-5, equal_nan=True)
except AssertionError as e:
    print(e)
    reproduced("the pass's output computes a different value")
print("not reproduced: equal values on TVM's VM")
)py";

constexpr const char *kOther = R"py(# rxv's own checks (stage above) reject TVM's output; TVM alone does not judge it.
# This prints TVM's output for comparison with after.py and report.txt.
before = parse(before_text)
after = apply_passes(before)
print(after.script())
print("see report.txt: rxv's diagnosis of this output")
)py";

} // namespace

std::string tvm_passes_expr(const std::string &spec) {
  if (spec.rfind("pipeline:", 0) == 0)
    return fmt::format("[relax.get_pipeline(\"{}\")]", spec.substr(9));
  std::string out = "[";
  for (const auto &step : split_steps(spec)) {
    if (out.size() > 1)
      out += ", ";
    out += "relax.transform." + step + (step.find('(') == std::string::npos ? "()" : "");
  }
  return out + "]";
}

void write_tvm_repro(const std::string &dir, const std::string &spec, const std::string &stage) {
  const char *check = kOther;
  if (stage == "tvm-parse")
    check = kParse;
  else if (stage == "tvm-raises" || stage == "tvm-abort" || stage == "tvm-hang")
    check = kRaises;
  else if (stage == "tvm-well-formed")
    check = kWellFormed;
  else if (stage == "tvm-round-trip")
    check = kRoundTrip;
  else if (stage == "refines")
    check = kRefines;
  std::ofstream(dir + "/repro.py")
      << fmt::format(fmt::runtime(kPrelude), fmt::arg("stage", stage), fmt::arg("spec", spec),
                     fmt::arg("passes", tvm_passes_expr(spec)))
      << fmt::format(fmt::runtime(check));
}

} // namespace rxv::fuzz
