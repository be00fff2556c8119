# RXV: issue 21 (reader libFuzzer run): checking this module (its PUR-3 query on Z3's fixedpoint engine) leaves 698 bytes inside libz3's datalog engine that nothing reaches (table_relation_plugin::mk_from_table under rel_context::query); LeakSanitizer reported it as a leak of the reader target. Z3's, not rxv's: the target suppresses leaks inside libz3 (fuzz/libfuzzer_reader.cpp); the check itself must still report the path.
# EXPECT-ERROR: PUR-3 @ 9:5
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        @R.function(pure=False)
        def noisy(y: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
            R.print(y, format=R.str("{}"))
            return y

        f: R.Callable((R.Tensor((4,), dtype="float32"),), R.Tensor((4,), dtype="float32"), True) = R.match_cast(noisy, R.Callable((R.Tensor((4,), dtype="float32"),), R.Tensor((4,), dtype="float32"), True))
        lv: R.Tensor((4,), dtype="float32") = f(x)
        return lv
