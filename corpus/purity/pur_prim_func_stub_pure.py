# RXV: PUR-1/2 under TVM's rule: a PrimFunc whose body stores into no buffer (a T.evaluate(0) stub) is pure when called directly, from a pure function and inside a DataflowBlock (tir::IsPureFunction; TVM's test_transform_static_plan_block_memory)
# EXPECT: well-formed
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
