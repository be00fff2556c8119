# RXV: op calls are Python calls of TVM's op functions: positional arguments bind to attributes (issue 15; they were read as extra Relax arguments)
# EXPECT: well-formed
# EXPECT-SINFO: main.lv0 : R.Tensor((3,), dtype="float32")
# EXPECT-SINFO: main.lv1 : R.Tensor((2, 3), dtype="int8")
# EXPECT-SINFO: main.lv2 : R.Tensor((3, 2), dtype="float32")
# EXPECT-SINFO: main.lv3 : R.Tensor((2, 1), dtype="float32")
# EXPECT-SINFO: main.lv4 : R.Tensor((1, 2, 3), dtype="float32")
# EXPECT-SINFO: main.lv5 : R.Tensor((2, 2), dtype="float32")
# EXPECT-SINFO: main.lv6 : R.Tensor((2,), dtype="int64")
# EXPECT-SINFO: main.lv7 : R.Tensor((2, 1), dtype="float32")
# EXPECT-SINFO: main.lv8 : R.Tensor((6,), dtype="float32")
# EXPECT-SINFO: main.lv9 : R.Tensor((4, 2, 3), dtype="float32")
# EXPECT-SINFO: main.lv10 : R.Tensor((2, 3), dtype="float32")
# EXPECT-SINFO: main.lv11 : R.Tensor((5,), dtype="int64")
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), v: R.Tensor((), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
        with R.dataflow():
            lv0 = R.sum(x, [0])
            lv1 = R.astype(x, "int8")
            lv2 = R.permute_dims(x, [1, 0])
            lv3 = R.mean(x, 1, True)
            lv4 = R.expand_dims(x, 0)
            lv5 = R.full((2, 2), v, "float32")
            lv6 = R.argmax(x, 1)
            lv7 = R.strided_slice(x, [1], [0], [1])
            lv8 = R.reshape(x, (6,))
            lv9 = R.broadcast_to(x, (4, 2, 3))
            lv10 = R.nn.softmax(x, -1)
            lv11 = R.arange(5)
            gv = R.add(lv10, x)
            R.output(gv)
        return gv
