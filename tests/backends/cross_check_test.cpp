// Cross-check against the reference interpreter (needs it built in; skipped otherwise): whole
// functions from tests/backends/data run on the executor and on the interpreter with the same
// random inputs must agree under the default tolerance (DESIGN.md, "Semantics decisions").
#include <filesystem>
#include <fstream>
#include <sstream>

#include "halide_test_util.h"
#include "semantics/ir/node_cast.h"
#include "semantics/ops/op_table.h"
#include "semantics/value/compare.h"
#include "semantics/value/random_inputs.h"

namespace rxv::halide {
namespace cross_check_test {

std::string slurp(const std::string& name) {
  std::ifstream in(std::filesystem::path(RXV_SOURCE_DIR) / "tests/backends/data" / name);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

class HalideCrossCheck : public ::testing::TestWithParam<const char*> {};

TEST_P(HalideCrossCheck, ExecutorAgreesWithTheInterpreter) {
  std::string src = slurp(GetParam());
  ASSERT_FALSE(src.empty()) << GetParam();
  const sem::IRModule& m = testing::read(src);
  const sem::GlobalFunc* fn = m.find("main");
  ASSERT_TRUE(fn && fn->is_relax());
  // Ops whose reference kernel is not in this build (their family not merged yet) skip the file.
  for (const auto& b : sem::as<sem::SeqExprNode>(fn->relax->body)->blocks)
    for (const auto& bd : b.bindings)
      if (const auto* c = sem::as<sem::CallNode>(bd.value))
        if (const auto* op = sem::as<sem::OpNode>(c->op)) {
          const sem::OpDef* def = sem::OpTable::get().find(op->name);
          if (!def || !def->kernel) GTEST_SKIP() << op->name << " has no reference kernel here";
        }
  // rxv diff's ranges (tools/diff_case.h): dims in [1, 8], floats in [-4, 4], ints in [-8, 8].
  sem::RandomInputOptions o;
  o.seed = 1;
  o.max_dim = 8;
  o.int_range = 8;
  o.float_range = 4;
  auto args = sem::random_inputs(*fn->relax, o);
  ASSERT_TRUE(args.ok()) << args.errors()[0].message;
  const std::vector<sem::Value>& a2 = *args;
  auto ref = run_reference(m, "main", sem::clone_tensors(a2), {});
  Executor exec(m, testing::shared_cache());
  auto got = exec.call("main", a2);
  ASSERT_TRUE(ref.ok()) << ref.error().to_string();
  ASSERT_TRUE(got.ok()) << got.error().to_string();
  auto d = sem::compare_values(*ref, *got, sem::Tolerance::backend());
  EXPECT_FALSE(d) << d->to_string("interpreter", "backend");
  ExecStats st = exec.stats();
  EXPECT_GT(st.region_runs, 0);
  EXPECT_EQ(st.region_fallbacks, 0);
}

INSTANTIATE_TEST_SUITE_P(Data, HalideCrossCheck,
                         ::testing::Values("all_ops_float32.py", "all_ops_int32.py",
                                           "control_flow.py", "nn_and_manipulation.py"));

} // namespace cross_check_test
} // namespace rxv::halide
