# RXV: a placement that is not "R" / "S[<axis>]" per mesh dimension (TVM's Placement::FromText: "Invalid placement text repr")
# EXPECT-READ-ERROR: 10:109: invalid placement "S[x], R": expected one "R" or "S[<axis>]" per mesh dimension, separated by commas
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_global_infos({"mesh": [R.device_mesh((2, 2), I.Range(0, 4))]})
    @R.function
    def main(x: R.DTensor((4, 8), "float32", "mesh[0]", "R, R")) -> R.DTensor((4, 8), "float32", "mesh[0]", "S[x], R"):
        return x
