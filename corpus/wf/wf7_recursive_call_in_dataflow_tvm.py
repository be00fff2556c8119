# RXV: WF-7 under the default profile: TVM's checker accepts a recursive call inside a DataflowBlock (ConvertToDataflow makes them), so rxv does too; the spec profile rejects it (wf7_recursive_call_in_dataflow.py)
# EXPECT: well-formed
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
