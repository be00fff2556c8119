# RXV: a PrimFunc parameter `T.handle` without a buffer is an opaque pointer: TVM's PrimFunc StructInfo gives it R.Object, so a Relax tensor may be passed to it in a direct call; rxv gave it R.Prim("handle") and rejected the call (20 of TVM's test modules, test_transform_static_plan_block_memory; issue 15)
# EXPECT: well-formed
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func
    def noop(x: T.handle, y: T.handle):
        T.evaluate(0)

    @R.function(pure=False)
    def main(x: R.Tensor((4,), dtype="float32"), y: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        _: R.Tuple = cls.noop(x, y)
        return y
