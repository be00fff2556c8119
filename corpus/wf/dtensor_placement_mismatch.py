# RXV: DTensor placements must have one entry per mesh dimension and shard only axes the tensor has (TVM's DTensorStructInfo constructor)
# EXPECT-ERROR: WF-X-dtensor
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_global_infos({"mesh": [R.device_mesh((2, 2), I.Range(0, 4))]})
    @R.function
    def main(x: R.DTensor((4, 8), "float32", "mesh[0]", "S[2], R"), y: R.DTensor((4, 8), "float32", "mesh[0]", "R")) -> R.DTensor((4, 8), "float32", "mesh[0]", "S[2], R"):
        return x
