#include "fuzz/tvm_repro.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <vector>

#include "fuzz/tvm_pass.h"
#include "fuzz/tvm_worker.h"
#include "semantics/interp/interpreter.h"
#include "semantics/value/npy.h"

namespace rxv::fuzz {

namespace {

/// Splits at commas outside brackets and quotes (as bridges/tvm/rxv_tvm/pass_spec.py).
std::vector<std::string> split_steps(const std::string& spec) {
  std::vector<std::string> steps;
  std::string cur;
  int depth = 0;
  char quote = 0;
  for (size_t i = 0; i < spec.size(); ++i) {
    char c = spec[i];
    if (quote) {
      if (c == quote && spec[i - 1] != '\\') quote = 0;
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
  for (auto& s : steps) {
    size_t a = s.find_first_not_of(" \t"), b = s.find_last_not_of(" \t");
    s = a == std::string::npos ? "" : s.substr(a, b - a + 1);
  }
  return steps;
}

// The part every repro shares: read before_tvm.py (and, for a pass, make the passes and apply
// them).
constexpr const char* kPrelude =
    R"py(# repro.py: an rxv finding (oracle stage "{stage}") in TVM's pass(es) {spec},
# shown with TVM alone. Run it with the project venv: .venv/bin/python repro.py
# Exit 1 and "REPRODUCED" when TVM still shows the failure; exit 0 when it does not.
)py";

constexpr const char* kBackendPrelude =
    R"py(# repro.py: an rxv finding (stage "{stage}") of TVM's compiled code (rxv fuzz --backend
# tvm-llvm): relax.build(mod, target="llvm") with TVM's default pipeline, run on TVM's VM.
# Shown with TVM alone. Run it with the project venv: .venv/bin/python repro.py
# Exit 1 and "REPRODUCED" when TVM still shows the failure; exit 0 when it does not.
)py";

constexpr const char* kCommon = R"py(import json
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


# before_tvm.py: before.py (rxv's print) in the spelling this TVM parses.
before_text = (HERE / "before_tvm.py").read_text()
)py";

constexpr const char* kApplyPasses = R"py(

def apply_passes(mod):
    with tvm.transform.PassContext(opt_level=3):
        for p in {passes}:
            mod = p(mod)
    return mod
)py";

// One check per stage (the failure to look for).
constexpr const char* kParse = R"py(try:
    parse(before_text)
except Exception:
    traceback.print_exc()
    reproduced("TVM's parser rejects before.py, a well-formed module")
print("not reproduced: before.py parses")
)py";

constexpr const char* kRaises = R"py(before = parse(before_text)
relax.analysis.well_formed(before)  # the input is well-formed by TVM's own check
signal.alarm(120)  # a hang shows as SIGALRM
try:
    apply_passes(before)
except Exception:
    traceback.print_exc()
    reproduced("the pass raises on a well-formed input")
print("not reproduced: the pass ran")
)py";

constexpr const char* kWellFormed = R"py(before = parse(before_text)
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

constexpr const char* kRoundTrip =
    R"py(# TVM parses before.py and prints it; rxv read that text back as a different module.
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

constexpr const char* kRefines =
    R"py(# The input and the pass's output, built for llvm and run on the finding's inputs.
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

constexpr const char* kOther =
    R"py(# rxv's own checks (stage above) reject TVM's output; TVM alone does not judge it.
# This prints TVM's output for comparison with after.py and report.txt.
before = parse(before_text)
after = apply_passes(before)
print(after.script())
print("see report.txt: rxv's diagnosis of this output")
)py";

// --backend tvm-llvm: build, run on the saved inputs, compare with the interpreter's output.
constexpr const char* kBuildFails = R"py(before = parse(before_text)
relax.analysis.well_formed(before)  # the input is well-formed by TVM's own check
signal.alarm(300)  # a hang shows as SIGALRM
try:
    relax.build(before, target="llvm")
except Exception:
    traceback.print_exc()
    reproduced("relax.build(target='llvm') fails on a well-formed module")
print("not reproduced: the module builds")
)py";

constexpr const char* kBackendRun = R"py(# {why}
ATOL, RTOL = {atol}, {rtol}  # |got - expected| <= ATOL + RTOL * |expected|, NaN equals NaN
before = parse(before_text)
args = []
for p in before["main"].params:
    name = getattr(p, "name_hint", None) or p.name
    f = HERE / "inputs" / (name + ".npy")
    if not f.exists():
        sys.exit(f"cannot feed parameter {{name}}: only tensor inputs are supported here")
    args.append(tvm.runtime.tensor(np.load(f)))
signal.alarm(300)  # a hang shows as SIGALRM; a crash (tvm-abort) ends this script with its signal
vm = relax.VirtualMachine(relax.build(before, target="llvm"), tvm.cpu())
try:
    got = vm["main"](*args)
except Exception:
    traceback.print_exc()
    reproduced("TVM's compiled code fails at run time where rxv's interpreter returns a value")


def differ(want, got, path):
    """The first difference between the expected tree and TVM's result, or None."""
    if "tuple" in want:
        if len(got) != len(want["tuple"]):
            return f"{{path}}: {{len(got)}} tuple fields, expected {{len(want['tuple'])}}"
        for i, (w, g) in enumerate(zip(want["tuple"], got)):
            d = differ(w, g, f"{{path}}[{{i}}]")
            if d:
                return d
        return None
    if "shape" in want:
        return None if [int(x) for x in got] == want["shape"] else f"{{path}}: shape value {{list(got)}}, expected {{want['shape']}}"
    if "prim" in want:
        g = got.value if hasattr(got, "value") else got
        ok = abs(g - want["prim"]) <= ATOL + RTOL * abs(want["prim"]) if isinstance(want["prim"], float) else g == want["prim"]
        return None if ok else f"{{path}}: {{g}}, expected {{want['prim']}}"
    w, g = np.load(HERE / want["tensor"]), got.numpy()
    if w.dtype != g.dtype or w.shape != g.shape:
        return f"{{path}}: {{g.dtype}}{{list(g.shape)}}, expected {{w.dtype}}{{list(w.shape)}}"
    if w.dtype.kind == "f":
        wf, gf = w.astype("float64"), g.astype("float64")
        bad = ~((np.abs(gf - wf) <= ATOL + RTOL * np.abs(wf)) | (np.isnan(wf) & np.isnan(gf)) | (wf == gf))
    else:
        bad = w != g
    if bad.any():
        i = np.unravel_index(np.argmax(bad), w.shape)
        return f"{{path}} element {{list(map(int, i))}}: TVM {{g[i]}}, expected {{w[i]}} ({{int(bad.sum())}} of {{w.size}} differ)"
    return None


d = differ(json.loads((HERE / "expected.json").read_text()), got, "output")
if d:
    reproduced("TVM's compiled code computes a different value: " + d)
print("not reproduced: TVM's output equals the expected output")
)py";

/// The protocol's value tree (bridges/tvm/README.md) of `v`, tensors saved as
/// DIR/expected/<name>.npy and named relative to DIR.
nlohmann::json expected_tree(const sem::Value& v, const std::string& dir, const std::string& name) {
  if (const sem::Tensor* t = v.as_tensor()) {
    std::string rel = "expected/" + name + ".npy";
    if (std::string err = sem::write_npy_file(dir + "/" + rel, *t); !err.empty())
      throw std::runtime_error(err);
    return {{"tensor", rel}};
  }
  if (const sem::ShapeValue* s = v.as_shape()) return {{"shape", s->dims}};
  if (const sem::PrimScalar* p = v.as_prim())
    return p->is_float() ? nlohmann::json{{"prim", p->f}} : nlohmann::json{{"prim", p->i}};
  if (const sem::TupleValue* t = v.as_tuple()) {
    nlohmann::json fields = nlohmann::json::array();
    for (size_t i = 0; i < t->fields.size(); ++i)
      fields.push_back(expected_tree(t->fields[i], dir, fmt::format("{}_{}", name, i)));
    return {{"tuple", fields}};
  }
  throw std::runtime_error(fmt::format("a {} result has no .npy form", v.kind_name()));
}

} // namespace

std::string tvm_passes_expr(const std::string& spec) {
  if (spec.rfind("pipeline:", 0) == 0)
    return fmt::format("[relax.get_pipeline(\"{}\")]", spec.substr(9));
  std::string out = "[";
  for (const auto& step : split_steps(spec)) {
    if (out.size() > 1) out += ", ";
    out += "relax.transform." + step + (step.find('(') == std::string::npos ? "()" : "");
  }
  return out + "]";
}

void write_tvm_repro(const std::string& dir, const std::string& spec, const std::string& stage) {
  const char* check = kOther;
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
      << fmt::format(fmt::runtime(kPrelude), fmt::arg("stage", stage), fmt::arg("spec", spec))
      << fmt::format(fmt::runtime(kCommon))
      << fmt::format(fmt::runtime(kApplyPasses), fmt::arg("passes", tvm_passes_expr(spec)))
      << "\n\n"
      << fmt::format(fmt::runtime(check));
}

void write_tvm_backend_repro(const std::string& dir, const sem::IRModule& before,
                             const std::vector<sem::Value>& inputs, const std::string& stage,
                             double atol, double rtol) {
  std::ofstream(dir + "/before_tvm.py") << tvm_text(before);
  std::string check;
  if (stage == "tvm-build") {
    check = kBuildFails;
  } else if (stage == "tvm-parse") {
    check = kParse;
  } else {
    // The interpreter's output on the finding's inputs: what TVM's must equal.
    std::string why = stage == "interpreter-suspect"
                          ? "rxv's vote: the other backend agrees with TVM, so rxv's interpreter "
                            "(expected.json) is suspect"
                          : "expected.json: rxv's interpreter's output on the saved inputs";
    sem::Interpreter interp(before, {});
    auto ref = interp.call("main", sem::clone_tensors(inputs));
    if (ref.ok()) {
      std::filesystem::create_directories(dir + "/expected");
      std::ofstream(dir + "/expected.json") << expected_tree(*ref, dir, "out").dump(1) << "\n";
    } else {
      why += " (the interpreter errs on them now: " + ref.error().to_string() + ")";
    }
    check = fmt::format(fmt::runtime(kBackendRun), fmt::arg("why", why), fmt::arg("atol", atol),
                        fmt::arg("rtol", rtol));
  }
  std::ofstream(dir + "/repro.py")
      << fmt::format(fmt::runtime(kBackendPrelude), fmt::arg("stage", stage))
      << fmt::format(fmt::runtime(kCommon)) << "\n\n"
      << check;
}

} // namespace rxv::fuzz
