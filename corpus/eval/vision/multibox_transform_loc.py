# RXV: relax.vision.multibox_transform_loc (TOPI's): zero offsets decode to the anchor (left, top, right, bottom) = (0.1, 0.2, 0.5, 0.6) as (ymin, xmin, ymax, xmax); two equal logits give softmax scores 0.5, zeroed under threshold 0.6 or for class 0 without keep_background
# EXPECT: well-formed
# EVAL: main(float32[1,2,1]{0, 0}, float32[1,4]{0, 0, 0, 0}, float32[1,1,4]{0.1, 0.2, 0.5, 0.6}) -> (float32[1,1,4]{0.2, 0.1, 0.6, 0.5}, float32[1,2,1]{0.5, 0.5}, float32[1,2,1]{0, 0}, float32[1,2,1]{0, 0.5})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(cls: R.Tensor((1, 2, 1), dtype="float32"), loc: R.Tensor((1, 4), dtype="float32"), anchor: R.Tensor((1, 1, 4), dtype="float32")) -> R.Tuple(R.Tensor((1, 1, 4), dtype="float32"), R.Tensor((1, 2, 1), dtype="float32"), R.Tensor((1, 2, 1), dtype="float32"), R.Tensor((1, 2, 1), dtype="float32")):
        a = R.vision.multibox_transform_loc(cls, loc, anchor)
        b = R.vision.multibox_transform_loc(cls, loc, anchor, threshold=0.6)
        c = R.vision.multibox_transform_loc(cls, loc, anchor, clip=True, variances=(0.1, 0.1, 0.2, 0.2), keep_background=False)
        a0 = a[0]
        a1 = a[1]
        b1 = b[1]
        c1 = c[1]
        return (a0, a1, b1, c1)
