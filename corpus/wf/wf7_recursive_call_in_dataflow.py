# RXV: WF-7: a recursive call to the current function (cls.countdown) inside a DataflowBlock (spec profile: TVM accepts it, docs/spec-deviations.md)
# EXPECT-ERROR: WF-7 @ 16:52
# RULES: spec
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def countdown(x: R.Tensor((), dtype="int64")) -> R.Tensor((), dtype="int64"):
        cls = Module
        cond: R.Tensor((), dtype="bool") = R.greater(x, R.const(0, "int64"))
        if cond:
            with R.dataflow():
                lv: R.Tensor((), dtype="int64") = R.subtract(x, R.const(1, "int64"))
                lv1: R.Tensor((), dtype="int64") = cls.countdown(lv)
                R.output(lv1)
            gv: R.Tensor((), dtype="int64") = lv1
        else:
            gv: R.Tensor((), dtype="int64") = x
        return gv
