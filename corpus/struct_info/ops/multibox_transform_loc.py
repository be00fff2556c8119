# RXV: relax.vision.multibox_transform_loc(cls_pred, loc_pred, anchor, ...): (boxes (B, N, 4), scores (B, num_classes, N)) of cls_pred's dtype; literal dims checked (TVM's InferStructInfoMultiboxTransformLoc)
# EXPECT-SINFO: main.a : R.Tuple(R.Tensor((b, 8, 4), dtype="float32"), R.Tensor((b, 3, 8), dtype="float32"))
# EXPECT-SINFO: main.c : R.Tuple(R.Tensor(dtype="float32", ndim=3), R.Tensor(dtype="float32", ndim=3))
# EXPECT-ERROR: SI-op @ 21:13
# EXPECT-ERROR: SI-op @ 22:13
# EXPECT-ERROR: SI-op @ 23:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(cls: R.Tensor(("b", 3, 8), dtype="float32"), loc: R.Tensor(("b", 32), dtype="float32"), anchor: R.Tensor((1, 8, 4), dtype="float32"), cu: R.Tensor(dtype="float32", ndim=3)):
        a = R.vision.multibox_transform_loc(cls, loc, anchor, clip=True)
        c = R.vision.multibox_transform_loc(cu, loc, anchor)
        return a

    @R.function
    def bad(cls: R.Tensor((1, 3, 8), dtype="float32"), loc: R.Tensor((1, 30), dtype="float32"), anchor: R.Tensor((1, 8, 4), dtype="float32"), a16: R.Tensor((1, 8, 4), dtype="float16"), a2: R.Tensor((2, 8, 4), dtype="float32"), l32: R.Tensor((1, 32), dtype="float32")):
        e = R.vision.multibox_transform_loc(cls, loc, anchor)
        f = R.vision.multibox_transform_loc(cls, l32, a16)
        g = R.vision.multibox_transform_loc(cls, l32, a2)
        return cls
