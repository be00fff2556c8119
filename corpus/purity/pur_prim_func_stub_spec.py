# RXV: PUR-1 under the spec profile: a PrimFunc called directly is impure whatever its body (rule 16; the default follows TVM, pur_prim_func_stub_pure.py)
# EXPECT-ERROR: PUR-1 @ 18:17
# RULES: spec
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def stub(a: T.handle, b: T.handle):
        T.evaluate(0)

    @R.function
    def main(x: R.Tensor((4,), dtype="float32"), y: R.Tensor((4,), dtype="float32")) -> R.Tuple:
        cls = Module
        with R.dataflow():
            r = cls.stub(x, y)
            R.output(r)
        return r
