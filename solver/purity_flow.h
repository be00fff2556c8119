#pragma once
/// Internal to solver/: the facts of the PUR-3 check (purity_horn.h) extracted from a normalized
/// module, before they become Horn clauses. Functions and variables are numbered densely.
#include <optional>
#include <string>
#include <vector>

#include "semantics/infer/infer.h"
#include "semantics/ir/module.h"

namespace rxv::solver::purity {

enum class Mode {
  kPure,    ///< marked pure: must not reach an impure call (checked)
  kImpure,  ///< pure=False: its impure calls are sources
  kTrusted, ///< relax.force_pure: asserted pure; does not propagate reachability
};

struct FuncFacts {
  std::string name; ///< `main`, or `main.f` for a closure bound to `f` inside main
  sem::SourceLoc loc;
  Mode mode = Mode::kPure;
  std::vector<int> params; ///< variable ids
  int ret = -1;            ///< variable id of the body's value
  /// kImpure functions: the first impure call written in the body ("PackedFunc \"x\" at 4:9").
  std::optional<std::string> impure_call;
};

/// A call of a value (a variable, a global Relax function, a closure literal).
struct CallSite {
  int caller = -1; ///< function id
  int callee = -1; ///< variable id the called value is in
  std::vector<int> args;
  int result = -1;
  std::string text; ///< `f` or `cls.g`, for paths
  sem::SourceLoc loc;
};

struct Facts {
  std::vector<FuncFacts> funcs;
  int num_vars = 0;
  std::vector<std::pair<int, int>> defs;   ///< (variable, function): v is bound to closure c
  std::vector<std::pair<int, int>> copies; ///< (dst, src): whatever flows to src flows to dst
  std::vector<CallSite> sites;
};

/// The facts of `mod`. Bounded: expressions nested deeper than the readers allow are cut off
/// (their closures then flow nowhere, which only hides paths through them).
Facts extract_facts(const sem::IRModule& mod, const sem::InferResult& inferred);

} // namespace rxv::solver::purity
