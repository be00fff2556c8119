#pragma once
/// Shared machinery of the passes: a bottom-up rewriter over Relax functions
/// (SeqExprs, If branches, nested functions), use collection and purity of
/// binding values.
#include <functional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "semantics/ir/module.h"

namespace rxv::fuzz {

/// Rebuilds a function's body. `on_seq` sees each SeqExpr's bindings (in order,
/// blocks flattened with their kind) after their values' nested SeqExprs, Ifs
/// and Functions were rewritten, and returns the bindings to keep (with their
/// block kinds) and the body.
struct SeqView {
  struct Item {
    sem::Binding binding;
    bool dataflow = false;
  };
  std::vector<Item> items;
  sem::Expr body;
};
using SeqRewrite = std::function<void(SeqView& seq)>;

/// Applies `on_seq` to every SeqExpr of `e` (innermost first), rebuilding
/// blocks: consecutive items of one kind form a block; empty blocks vanish
/// (NF-4).
sem::Expr rewrite_seqs(const sem::Expr& e, const SeqRewrite& on_seq);
/// rewrite_seqs on every Relax function of `mod`.
sem::IRModule rewrite_module(const sem::IRModule& mod, const SeqRewrite& on_seq);

/// Relax variables used in `e` (including inside nested functions and
/// annotations).
void collect_uses(const sem::Expr& e, std::unordered_set<const sem::VarNode*>& out);
void collect_uses(const sem::StructInfo& s, std::unordered_set<const sem::VarNode*>& out);

/// Replaces variable uses by expressions (by node) throughout `e`, rebuilding
/// what changes.
sem::Expr substitute_vars(const sem::Expr& e,
                          const std::unordered_map<const sem::VarNode*, sem::Expr>& map);

/// True when evaluating `value` has no visible effect and cannot be observed by
/// its absence (other than an error it might raise): leaves, tuples,
/// projections, Functions, calls of pure ops and of pure module functions, Ifs
/// of such. `treat_as_pure` names impure ops to consider pure anyway (the bug
/// zoo's).
bool is_pure_value(const sem::Expr& value, const sem::IRModule& mod,
                   const std::unordered_set<std::string>& treat_as_pure = {});

} // namespace rxv::fuzz
