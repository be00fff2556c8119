#include "tools/corpus_expectations.h"

#include <gtest/gtest.h>

namespace rxv::tools {
namespace corpus_expectations_test {

TEST(CorpusExpectations, ParsesEveryDirective) {
  sem::DiagnosticSink sink;
  auto ex =
      parse_expectations("# RXV: covers a thing\n"
                         "# EXPECT-ERROR: WF-3 @ 12:17\n"
                         "# EXPECT-ERROR: WF-7\n"
                         "# EVAL: main(1) -> 2\n"
                         "# an ordinary comment\n"
                         "\n"
                         "# from tvm.script import relax as R\n"
                         "x = 1\n"
                         "# EXPECT: well-formed\n", // after the first code line: not a directive
                         sink);
  EXPECT_FALSE(sink.has_errors());
  EXPECT_EQ(ex.description, "covers a thing");
  EXPECT_FALSE(ex.well_formed);
  ASSERT_EQ(ex.errors.size(), 2u);
  EXPECT_EQ(ex.errors[0].rule, "WF-3");
  ASSERT_TRUE(ex.errors[0].loc.has_value());
  EXPECT_EQ(ex.errors[0].loc->line, 12u);
  EXPECT_EQ(ex.errors[0].loc->col, 17u);
  EXPECT_FALSE(ex.errors[1].loc.has_value());
  EXPECT_EQ(ex.pending, std::vector<std::string>{"EVAL"});
}

TEST(CorpusExpectations, WarningsAndStructInfo) {
  sem::DiagnosticSink sink;
  auto ex = parse_expectations(
      "# EXPECT: well-formed\n"
      "# EXPECT-WARNING: SI-1 @ 9:9\n"
      "# EXPECT-WARNING: SI-9\n"
      "# EXPECT-SINFO: lv0 : R.Tensor((n, 4), dtype=\"float32\")\n"
      "# EXPECT-SINFO:  main.y:R.Tensor((2,), dtype=\"float32\", vdevice=\"cuda:0\")  \n"
      "# EXPECT-SINFO: f.g_1 : R.Object\n",
      sink);
  EXPECT_FALSE(sink.has_errors()) << sink.format("t");
  EXPECT_TRUE(ex.well_formed);
  EXPECT_TRUE(ex.errors.empty());
  ASSERT_EQ(ex.warnings.size(), 2u);
  EXPECT_EQ(ex.warnings[0].rule, "SI-1");
  ASSERT_TRUE(ex.warnings[0].loc.has_value());
  EXPECT_EQ(ex.warnings[0].loc->line, 9u);
  EXPECT_FALSE(ex.warnings[1].loc.has_value());
  ASSERT_EQ(ex.sinfos.size(), 3u);
  EXPECT_EQ(ex.sinfos[0].function, "");
  EXPECT_EQ(ex.sinfos[0].var, "lv0");
  EXPECT_EQ(ex.sinfos[0].sinfo, "R.Tensor((n, 4), dtype=\"float32\")");
  EXPECT_EQ(ex.sinfos[0].line, 4u);
  EXPECT_EQ(ex.sinfos[1].function, "main");
  EXPECT_EQ(ex.sinfos[1].var, "y");
  // The StructInfo text keeps its own colons (vdevice="cuda:0").
  EXPECT_EQ(ex.sinfos[1].sinfo, "R.Tensor((2,), dtype=\"float32\", vdevice=\"cuda:0\")");
  EXPECT_EQ(ex.sinfos[2].function, "f");
  EXPECT_EQ(ex.sinfos[2].var, "g_1");
  EXPECT_TRUE(ex.pending.empty());
}

TEST(CorpusExpectations, ReadError) {
  sem::DiagnosticSink sink;
  auto ex = parse_expectations("# EXPECT-READ-ERROR: 4:9: undefined variable 'y'\n", sink);
  EXPECT_FALSE(sink.has_errors());
  EXPECT_EQ(ex.read_error, "4:9: undefined variable 'y'");
}

TEST(CorpusExpectations, RejectsMalformedDirectives) {
  for (const char* text :
       {"# EXPECT: wellformed\n", "# EXPECT-ERROR: WF-3 @ 12\n", "# EXPECT-ERROR: WF-3 @ 0:4\n",
        "# EXPECT-ERROR:\n", "# EXPECT-EROR: WF-1\n",
        "# EXPECT: well-formed\n# EXPECT-ERROR: WF-1\n",
        "# EXPECT-READ-ERROR: 1:1: x\n# EXPECT: well-formed\n", "# EXPECT-WARNING: SI-1 @ 3\n",
        "# EXPECT-WARNING:\n", "# EXPECT-SINFO: lv0\n", "# EXPECT-SINFO: lv0 :\n",
        "# EXPECT-SINFO: : R.Object\n", "# EXPECT-SINFO: a.b.c : R.Object\n",
        "# EXPECT-SINFO: 0x : R.Object\n", "# EXPECT-SINFO: lv 0 : R.Object\n",
        "# EXPECT-READ-ERROR: 1:1: x\n# EXPECT-SINFO: x : R.Object\n",
        "# EXPECT-READ-ERROR: 1:1: x\n# EXPECT-WARNING: SI-1\n"}) {
    sem::DiagnosticSink sink;
    parse_expectations(text, sink);
    EXPECT_TRUE(sink.has_errors()) << text;
  }
}

} // namespace corpus_expectations_test
} // namespace rxv::tools
