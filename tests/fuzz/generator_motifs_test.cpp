// The generator's motifs (fuzz/generator_motifs.cpp) occur, in the shapes TVM's
// rewriting passes match, and the programs holding them pass rxv's checks.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "fuzz/choices.h"
#include "fuzz/generator.h"
#include "fuzz/validity.h"
#include "semantics/script/printer.h"

namespace rxv::fuzz {
namespace generator_motifs_test {

using namespace sem;

/// The callee's name of a call (empty for anything else).
std::string op_of(const Expr& e) {
  const auto* call = as<CallNode>(e);
  const auto* op = call ? as<OpNode>(call->op) : nullptr;
  return op ? op->name : "";
}

/// Which motifs one module holds, found in the top-level blocks of its Relax
/// functions by what each binding's value is.
std::set<std::string> motifs_in(const IRModule& mod) {
  std::set<std::string> found;
  for (const auto& gf : mod.functions) {
    if (!gf.is_relax()) continue;
    const auto* seq = as<SeqExprNode>(gf.relax->body);
    if (!seq) continue;
    std::map<const ExprNode*, Expr> value_of; // var -> bound value
    std::map<const ExprNode*, int> matmuls_by_lhs;
    auto bound_op = [&](const Expr& arg) {
      auto it = value_of.find(arg.get());
      return it == value_of.end() ? std::string() : op_of(it->second);
    };
    for (const auto& block : seq->blocks) {
      for (const auto& b : block.bindings) {
        value_of[b.var.get()] = b.value;
        const std::string op = op_of(b.value);
        const auto* call = as<CallNode>(b.value);
        if (op == "relax.matmul") {
          if (bound_op(call->args[0]) == "relax.matmul" ||
              bound_op(call->args[1]) == "relax.matmul")
            found.insert("matmul chain");
          if (++matmuls_by_lhs[call->args[0].get()] == 2) found.insert("parallel matmuls");
          if (bound_op(call->args[1]) == "relax.add") found.insert("matmul of sum");
          if (bound_op(call->args[1]) == "relax.take") found.insert("take after matmul");
        }
        if (op == "relax.concat") {
          const auto* tuple = as<TupleNode>(call->args[0]);
          bool all = tuple && tuple->fields.size() >= 2;
          for (size_t i = 0; all && i < tuple->fields.size(); ++i)
            all = bound_op(tuple->fields[i]) == "relax.permute_dims";
          if (all) found.insert("concat of permutes");
        }
      }
    }
  }
  // A float16 program: every parameter of main float16, with a matmul.
  const auto& main = mod.functions.front().relax;
  bool f16 = main && !main->params.empty();
  for (const auto& p : main->params) {
    const auto* t = as<TensorSInfo>(p->sinfo);
    f16 = f16 && t && t->dtype == DataType::Float(16);
  }
  if (f16 && sem::print_module(mod).find("R.matmul(") != std::string::npos)
    found.insert("float16 matmul program");
  return found;
}

TEST(GeneratorMotifs, EachMotifOccursInWellFormedPrograms) {
  constexpr int kPrograms = 1500;
  auto arith = make_default_arith();
  std::map<std::string, int> counts;
  for (int seed = 0; seed < kPrograms; ++seed) {
    RandomChoices choices{uint64_t(seed)};
    GeneratedProgram p = generate_program(choices);
    std::set<std::string> found = motifs_in(p.mod);
    if (found.empty()) continue;
    for (const auto& m : found) ++counts[m];
    ASSERT_TRUE(p.stats.rejected_calls.empty())
        << "seed " << seed << ": " << p.stats.rejected_calls[0] << "\n"
        << print_module(p.mod);
    Validity v = check_validity(p.mod, *arith);
    ASSERT_TRUE(v.ok()) << "seed " << seed << ": " << v.str() << "\n" << print_module(p.mod);
  }
  // Each in at least 1% of the programs: a campaign of a few hundred meets it.
  for (const char* m : {"matmul chain", "parallel matmuls", "matmul of sum", "take after matmul",
                        "concat of permutes", "float16 matmul program"})
    EXPECT_GE(counts[m], kPrograms / 100) << m;
}

} // namespace generator_motifs_test
} // namespace rxv::fuzz
