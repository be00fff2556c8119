# RXV: ops on DTensors take TVM's distributed StructInfo rules (src/relax/op/distributed/): the global view's StructInfo on the inputs' mesh, each output axis sharded as the input axis it is computed along (broadcast, matmul rows/columns, permute_dims, reductions keep their kept axes); matmul's sharded reduction axis gives a replicated result
# EXPECT-SINFO: main.a : R.DTensor((128, 64), "float32", "mesh[0]", "S[1]")
# EXPECT-SINFO: main.b : R.DTensor((128, 64), "float32", "mesh[0]", "S[1]")
# EXPECT-SINFO: main.c : R.DTensor((64, 128), "float32", "mesh[0]", "S[0]")
# EXPECT-SINFO: main.d : R.DTensor((128, 128), "float32", "mesh[0]", "R")
# EXPECT-SINFO: main.e : R.DTensor((128, 64), "float32", "mesh[0]", "S[1]")
# EXPECT-SINFO: main.f : R.DTensor((64,), "float32", "mesh[0]", "S[0]")
# EXPECT-SINFO: main.g : R.DTensor((128, 64), "float32", "mesh[0]", "S[1]")
# EXPECT-SINFO: main.h : R.DTensor((128, 64), "float32", "mesh[0]", "R")
# EXPECT: well-formed
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_global_infos({"mesh": [R.device_mesh((2,), I.Range(0, 2))]})
    @R.function
    def main(x: R.DTensor((128, 64), "float32", "mesh[0]", "S[1]"), bias: R.DTensor((64,), "float32", "mesh[0]", "S[0]"), w: R.DTensor((64, 128), "float32", "mesh[0]", "S[0]")) -> R.DTensor((128, 64), "float32", "mesh[0]", "S[1]"):
        a = R.add(x, bias)
        b = R.nn.gelu(a)
        c = R.permute_dims(b)
        d = R.matmul(x, w)
        e = R.nn.softmax(b, axis=0)
        f = R.sum(b, axis=[0])
        g = R.reshape(b, R.shape([128, 64]))
        h = R.nn.softmax(b, axis=1)
        return g
