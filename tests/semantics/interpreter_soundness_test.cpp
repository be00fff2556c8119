// Soundness of StructInfo against the interpreter: for every corpus program
// that checks cleanly, each Relax function is run on deterministic random
// inputs fitting its signature, and
// - the result conforms to the return StructInfo inference derived (in the
// environment where
//   the arguments bound the signature's shape variables), and
// - every binding's value conforms to the StructInfo inference derived for its
// variable (under
//   the shape variables bound at that point), in modules without Possibly
//   warnings (a warning means a run-time check TVM does not perform, so the
//   static claim may not hold).
// Runs that end in an EvalError are fine (missing kernels, data-dependent
// failures); a StructInfo that a returned value violates is a bug in inference
// or in the interpreter.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <sstream>

#include "semantics/value/match_value.h"
#include "tests/semantics/interpreter_test_util.h"

namespace rxv::sem {
namespace interpreter_soundness_test {

using namespace itest;
namespace fs = std::filesystem;

/// The repository's corpus/: next to this source file (an absolute __FILE__),
/// or found walking up from the working directory (the build compiles with
/// relative paths and runs tests in build/).
fs::path corpus_dir() {
  fs::path from_source = fs::path(RXV_SOURCE_DIR) / "corpus";
  if (from_source.is_absolute() && fs::exists(from_source / "README.md")) return from_source;
  fs::path dir = fs::current_path();
  for (int i = 0; i < 6; ++i, dir = dir.parent_path())
    if (fs::exists(dir / "corpus" / "README.md")) return dir / "corpus";
  return from_source;
}

/// Deterministic random values for a function's parameters: shape variables in
/// binding positions get small values (1..4), everything else follows from
/// them.
class InputMaker {
public:
  explicit InputMaker(uint64_t seed) : rng_(seed) {}

  /// Values for `fn`'s parameters, or nullopt when some parameter is not
  /// generable (a Func, a shape given by a Var, a dimension with no binding
  /// occurrence).
  std::optional<std::vector<Value>> make(const FunctionNode& fn) {
    for (const Var& p : fn.params) bind_vars(p->sinfo);
    std::vector<Value> out;
    for (const Var& p : fn.params) {
      std::optional<Value> v = make_value(p->sinfo);
      if (!v) return std::nullopt;
      out.push_back(std::move(*v));
    }
    return out;
  }

private:
  int64_t small() { return std::uniform_int_distribution<int64_t>(1, 4)(rng_); }

  void bind_lone(const PrimExpr& e) {
    if (is_var(e) && !vars_.get(e.get())) vars_.set(e, small());
  }

  void bind_vars(const StructInfo& s) {
    if (!s) return;
    if (const auto* t = as<TensorSInfo>(s)) {
      if (const auto* se = as<ShapeExprNode>(t->shape))
        for (const PrimExpr& d : se->values) bind_lone(d);
    } else if (const auto* sh = as<ShapeSInfo>(s)) {
      if (sh->values)
        for (const PrimExpr& d : *sh->values) bind_lone(d);
    } else if (const auto* p = as<PrimSInfo>(s)) {
      if (p->value && p->dtype.is_int()) bind_lone(p->value);
    } else if (const auto* tu = as<TupleSInfo>(s)) {
      for (const StructInfo& f : tu->fields) bind_vars(f);
    }
  }

  std::optional<std::vector<int64_t>> dims_of(const std::vector<PrimExpr>& ds) {
    std::vector<int64_t> out;
    for (const PrimExpr& d : ds) {
      std::optional<int64_t> v = eval_prim(d, vars_);
      if (!v || *v < 0 || *v > 64) return std::nullopt;
      out.push_back(*v);
    }
    return out;
  }

  std::optional<Value> make_value(const StructInfo& s) {
    if (!s) return std::nullopt;
    switch (s->kind) {
    case SInfoKind::kObject: return Value(ShapeValue{{small()}});
    case SInfoKind::kTensor: {
      const auto& t = static_cast<const TensorSInfo&>(*s);
      DataType dtype = t.dtype.is_void() ? DataType::Float(32) : t.dtype;
      if (!is_tensor_dtype(dtype)) return std::nullopt;
      std::vector<int64_t> shape;
      if (const auto* se = as<ShapeExprNode>(t.shape)) {
        auto d = dims_of(se->values);
        if (!d) return std::nullopt;
        shape = *d;
      } else if (t.shape) {
        return std::nullopt;
      } else {
        int ndim = t.ndim >= 0 ? t.ndim : 1;
        for (int i = 0; i < ndim; ++i) shape.push_back(small());
      }
      Tensor x = Tensor::zeros(dtype, shape);
      std::uniform_int_distribution<int> pick(-3, 3);
      for (int64_t i = 0; i < x.num_elements(); ++i) {
        int v = pick(rng_);
        if (dtype.is_float())
          x.set_float(i, v / 2.0);
        else if (dtype.is_bool() || dtype.is_uint())
          x.set_int(i, dtype.is_bool() ? (v > 0) : v + 3);
        else
          x.set_int(i, v);
      }
      return Value(std::move(x));
    }
    case SInfoKind::kPrim: {
      const auto& p = static_cast<const PrimSInfo&>(*s);
      PrimScalar v{p.dtype, 0, 0};
      if (p.dtype.is_float()) {
        if (p.value) return std::nullopt;
        v.f = double(small()) / 2;
      } else if (p.dtype.is_bool()) {
        v.i = small() % 2;
      } else if (p.dtype.is_integral()) {
        if (p.value) {
          auto x = eval_prim(p.value, vars_);
          if (!x) return std::nullopt;
          v.i = *x;
        } else {
          v.i = small();
        }
      } else {
        return std::nullopt;
      }
      return Value(v);
    }
    case SInfoKind::kShape: {
      const auto& sh = static_cast<const ShapeSInfo&>(*s);
      if (sh.values) {
        auto d = dims_of(*sh.values);
        if (!d) return std::nullopt;
        return Value(ShapeValue{*d});
      }
      std::vector<int64_t> d;
      for (int i = 0; i < (sh.ndim >= 0 ? sh.ndim : 2); ++i) d.push_back(small());
      return Value(ShapeValue{d});
    }
    case SInfoKind::kTuple: {
      std::vector<Value> fields;
      for (const StructInfo& f : static_cast<const TupleSInfo&>(*s).fields) {
        auto v = make_value(f);
        if (!v) return std::nullopt;
        fields.push_back(std::move(*v));
      }
      return make_tuple_value(std::move(fields));
    }
    case SInfoKind::kFunc: return std::nullopt;
    case SInfoKind::kDTensor: {
      // Its global view, which one process holds only when no mesh dimension splits it.
      const auto& d = static_cast<const DTensorSInfo&>(*s);
      if (dtensor_is_split(d)) return std::nullopt;
      return make_value(d.tensor);
    }
    }
    return std::nullopt;
  }

  std::mt19937_64 rng_;
  Assignment vars_;
};

bool expects_success(const std::string& text) {
  return text.find("# EXPECT-ERROR") == std::string::npos &&
         text.find("# EXPECT-READ-ERROR") == std::string::npos;
}

struct Stats {
  int files = 0, functions = 0, runs_ok = 0, binding_checks = 0;
  std::map<std::string, int> errors; ///< EvalError kind -> count
  std::vector<std::string> violations;
};

void check_module(const std::string& name, const Prepared& p, Stats& st) {
  bool has_warnings = false;
  for (const Diagnostic& d : p.inference.diagnostics)
    if (d.severity == Severity::kWarning) has_warnings = true;
  for (const GlobalFunc& g : p.mod.functions) {
    if (!g.is_relax()) continue;
    for (uint64_t seed = 1; seed <= 2; ++seed) {
      InputMaker maker(std::hash<std::string>{}(name + g.name) + seed);
      std::optional<std::vector<Value>> args = maker.make(*g.relax);
      if (!args) break;
      ++st.functions;
      EvalOptions opts;
      opts.limits.max_tensor_bytes = int64_t{1} << 24;
      opts.limits.max_tir_iterations = int64_t{1} << 22;
      std::string where = name + ":" + g.name;
      if (!has_warnings) {
        opts.on_binding = [&](const VarNode& var, const Value& v, const Assignment& shape_vars) {
          auto it = p.inference.var_sinfo.find(&var);
          if (it == p.inference.var_sinfo.end() || !it->second) return;
          ++st.binding_checks;
          Assignment copy = shape_vars;
          MatchEnv env{&copy, nullptr};
          EvalStatus ok = match_value(v, it->second, env, var.loc, "binding " + var.name);
          if (!ok.ok()) st.violations.push_back(where + ": " + ok.error().to_string());
        };
      }
      Interpreter in(p.mod, opts);
      EvalOr<Value> r = in.call(g.name, *args);
      if (!r.ok()) {
        ++st.errors[eval_error_kind_name(r.error().kind)];
        if (std::getenv("RXV_SOUNDNESS_VERBOSE"))
          std::cout << "[soundness] " << where << ": " << r.error().to_string() << "\n";
        continue;
      }
      ++st.runs_ok;
      auto fs_it = p.inference.function_sinfo.find(g.name);
      const auto* f =
          fs_it == p.inference.function_sinfo.end() ? nullptr : as<FuncSInfo>(fs_it->second);
      if (!f || !f->params) continue;
      Assignment a;
      MatchEnv env{&a, nullptr};
      bool args_ok = true;
      for (size_t i = 0; i < args->size() && i < f->params->size(); ++i)
        bind_lone_shape_vars((*args)[i], (*f->params)[i], env);
      for (size_t i = 0; i < args->size() && i < f->params->size(); ++i)
        args_ok = args_ok && match_value((*args)[i], (*f->params)[i], env, {}, "arg").ok();
      if (!args_ok) {
        st.violations.push_back(where + ": arguments the run accepted do not match the signature");
        continue;
      }
      EvalStatus ok = match_value(*r, f->ret, env, {}, "result");
      if (!ok.ok()) st.violations.push_back(where + ": " + ok.error().to_string());
    }
  }
}

TEST(InterpreterSoundness, CorpusResultsConformToInferredStructInfo) {
  Stats st;
  std::vector<fs::path> files;
  for (const auto& e : fs::recursive_directory_iterator(corpus_dir()))
    if (e.is_regular_file() && e.path().extension() == ".py") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  ASSERT_FALSE(files.empty()) << corpus_dir();
  for (const fs::path& path : files) {
    std::ifstream in(path);
    std::stringstream ss;
    ss << in.rdbuf();
    std::string text = ss.str();
    if (!expects_success(text)) continue;
    Prepared p = prepare(text);
    if (!p.errors.empty()) continue;
    ++st.files;
    check_module(path.lexically_relative(corpus_dir()).string(), p, st);
  }
  std::string summary = fmt::format("{} files, {} function runs, {} returned, {} binding checks;",
                                    st.files, st.functions, st.runs_ok, st.binding_checks);
  for (const auto& [k, n] : st.errors) summary += fmt::format(" {} {}", n, k);
  std::cout << "[soundness] " << summary << "\n";
  for (const std::string& v : st.violations) ADD_FAILURE() << v;
  // Non-vacuous: the corpus has programs that need no op kernels beyond the
  // built-ins.
  EXPECT_GE(st.runs_ok, 10) << summary;
  EXPECT_GE(st.binding_checks, 20) << summary;
}

} // namespace interpreter_soundness_test
} // namespace rxv::sem
