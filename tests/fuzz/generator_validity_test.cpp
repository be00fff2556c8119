// Every generated program passes rxv's own checks (well-formedness,
// normalization, StructInfo, the printer's round trip), and every op of the
// table has a generation spec or a reason.
#include <gtest/gtest.h>

#include "fuzz/choices.h"
#include "fuzz/generator.h"
#include "fuzz/op_specs.h"
#include "fuzz/validity.h"
#include "semantics/ops/op_table.h"
#include "semantics/script/printer.h"

namespace rxv::fuzz {
namespace generator_validity_test {

TEST(OpSpecs, EveryTableOpHasASpecOrAnExclusion) {
  std::vector<std::string> missing = ops_without_spec();
  std::string list;
  for (const auto& m : missing) list += m + " ";
  EXPECT_TRUE(missing.empty()) << "ops with no generation spec in fuzz/ops_<family>.cpp: " << list;
}

// Each spec and exclusion is registered by the op's own family
// (fuzz/ops_<family>.cpp for semantics/ops/<family>.cpp).
TEST(OpSpecs, EveryOpIsRegisteredByItsFamily) {
  auto table_family = [](const std::string& op) {
    const sem::OpDef* def = sem::OpTable::get().find(op);
    return def ? def->family : std::string("(not in the op table)");
  };
  for (const auto& s : op_specs()) EXPECT_EQ(s.family, table_family(s.op)) << s.op;
  for (const auto& e : excluded_ops()) EXPECT_EQ(e.family, table_family(e.op)) << e.op;
}

TEST(OpSpecs, NoOpIsBothSpecifiedAndExcluded) {
  for (const auto& e : excluded_ops()) EXPECT_EQ(find_op_spec(e.op), nullptr) << e.op;
}

// An exclusion names an op of the table and says why it is not generated; a
// placeholder ("not written yet", "pending", "TODO") is a missing spec.
TEST(OpSpecs, ExclusionsAreTableOpsWithAReason) {
  for (const auto& e : excluded_ops()) {
    EXPECT_NE(sem::OpTable::get().find(e.op), nullptr) << e.op;
    EXPECT_GE(e.reason.size(), 20u) << e.op;
    for (const char* placeholder : {"not written yet", "pending", "TODO", "later"})
      EXPECT_EQ(e.reason.find(placeholder), std::string::npos) << e.op << ": " << e.reason;
  }
  for (const auto& s : op_specs()) EXPECT_NE(sem::OpTable::get().find(s.op), nullptr) << s.op;
}

// Every spec builds calls that reach programs: each op appears in some of the
// first programs (as `R.<name>(`, the printed spelling of relax.<name>).
TEST(OpSpecs, EverySpecIsGenerated) {
  constexpr int kPrograms = 9000; // enough for the rarest specs (nn.avg_pool2d: 4-D floats;
                                  // vision.get_valid_counts: 3-d floats)
  std::string all;
  for (int seed = 0; seed < kPrograms; ++seed) {
    RandomChoices choices{uint64_t(seed)};
    all += sem::print_module(generate_program(choices).mod);
  }
  for (const auto& s : op_specs()) {
    std::string spelled = "R." + s.op.substr(std::string("relax.").size()) + "(";
    EXPECT_NE(all.find(spelled), std::string::npos)
        << s.op << " not generated in " << kPrograms << " programs";
  }
}

TEST(Generator, SameChoicesSameProgram) {
  RandomChoices a(7), b(7);
  EXPECT_EQ(sem::print_module(generate_program(a).mod), sem::print_module(generate_program(b).mod));
  ReplayChoices r(a.recorded());
  RandomChoices c(7);
  EXPECT_EQ(sem::print_module(generate_program(r).mod), sem::print_module(generate_program(c).mod));
}

TEST(Generator, ExhaustedSourceGivesTheSmallestProgram) {
  ReplayChoices empty({});
  GeneratedProgram p = generate_program(empty);
  auto arith = sem::make_default_arith();
  Validity v = check_validity(p.mod, *arith);
  EXPECT_TRUE(v.ok()) << v.str() << "\n" << sem::print_module(p.mod);
}

TEST(Generator, GeneratedProgramsAreValid) {
  constexpr int kPrograms = 300;
  auto arith = sem::make_default_arith();
  int functions = 0, prim_funcs = 0;
  for (int seed = 0; seed < kPrograms; ++seed) {
    RandomChoices choices{uint64_t(seed)};
    GeneratedProgram p = generate_program(choices);
    for (const auto& f : p.mod.functions) (f.is_relax() ? functions : prim_funcs)++;
    ASSERT_TRUE(p.stats.rejected_calls.empty())
        << "seed " << seed << ": " << p.stats.rejected_calls[0] << "\n"
        << sem::print_module(p.mod);
    Validity v = check_validity(p.mod, *arith);
    ASSERT_TRUE(v.ok()) << "seed " << seed << ": " << v.str() << "\n" << sem::print_module(p.mod);
  }
  EXPECT_GT(functions, kPrograms); // helpers, not only main
  EXPECT_GT(prim_funcs, 0);
}

} // namespace generator_validity_test
} // namespace rxv::fuzz
