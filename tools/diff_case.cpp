#include "tools/diff_case.h"

#include <fmt/format.h>

#include "semantics/ir/node_cast.h"

namespace rxv::tools {
namespace {

/// The binding whose variable the function returns (or the tuple field `path` names), for
/// locating a mismatch in the source.
std::string returned_binding(const sem::FunctionNode& fn, const std::string& path) {
  const auto* seq = sem::as<sem::SeqExprNode>(fn.body);
  if (!seq) return "";
  sem::Expr e = seq->body;
  if (const auto* t = sem::as<sem::TupleNode>(e); t && path.size() > 2 && path[0] == '[') {
    size_t i = std::stoul(path.substr(1));
    if (i < t->fields.size()) e = t->fields[i];
  }
  const auto* v = sem::as<sem::VarNode>(e);
  if (!v) return "";
  for (const auto& b : seq->blocks)
    for (const auto& bd : b.bindings)
      if (bd.var.get() == v)
        return fmt::format("{} (bound at {}:{})", v->name, bd.loc.line, bd.loc.col);
  return v->name;
}

/// A copy that shares no tensor storage with `v` (PackedFuncs may mutate their arguments).
std::vector<sem::Value> fresh_copy(const std::vector<sem::Value>& args) {
  std::vector<sem::Value> out;
  for (const auto& a : args)
    out.push_back(a.as_tensor() ? sem::Value(a.as_tensor()->clone()) : a);
  return out;
}

}  // namespace

DiffOutcome diff_case(const sem::IRModule& mod, halide::Executor& exec, const std::string& entry,
                      const std::vector<sem::Value>& args, const halide::Tolerance& tol) {
  auto ref = halide::run_reference(mod, entry, fresh_copy(args), {});
  auto got = exec.call(entry, fresh_copy(args));
  if (!ref.ok()) {
    if (!got.ok())
      return {true, "agree: both fail (interpreter: " + ref.error().to_string() +
                        "; backend: " + got.error().to_string() + ")"};
    return {false, "mismatch: the interpreter fails (" + ref.error().to_string() +
                       ") but the backend returns a value"};
  }
  if (!got.ok()) return {false, "mismatch: the backend fails: " + got.error().to_string()};
  auto d = halide::compare_values(*ref, *got, tol);
  if (!d) return {true, "agree"};
  std::string from;
  if (const sem::GlobalFunc* fn = mod.find(entry); fn && fn->is_relax())
    from = returned_binding(*fn->relax, d->path);
  return {false, "mismatch: " + d->to_string() + (from.empty() ? "" : " from " + from)};
}

}  // namespace rxv::tools
