# RXV: R.dist.const(value, struct_info) (v0.26+: ty=) is a constant of the DTensor's dtype whose StructInfo is that DTensor; a binary op on it and a DTensor keeps the DTensor's placement
# EXPECT: well-formed
# EXPECT-SINFO: main.b : R.DTensor((3,), "float32", "mesh[0]", "S[0]")
# EVAL: main(float32[3]{1, 2, 3}) -> float32[3]{3, 4, 5}
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_global_infos({"mesh": [R.device_mesh((1,), I.Range(0, 1))]})
    @R.function
    def main(x: R.DTensor((3,), "float32", "mesh[0]", "S[0]")) -> R.DTensor((3,), "float32", "mesh[0]", "S[0]"):
        a = R.add(x, R.dist.const(1, R.DTensor((), "float32", "mesh[0]", "R")))
        b = R.add(a, R.dist.const(1.0, ty=R.DTensor((), "float32", "mesh[0]", "R")))
        return b
