# RXV: a DTensor annotation naming a device mesh the module's global infos do not declare (TVM's parser fails to look it up)
# EXPECT-READ-ERROR: 10:46: device mesh "mesh[1]" is not declared: the module's I.module_global_infos has no R.device_mesh at "mesh"[1]
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_global_infos({"mesh": [R.device_mesh((2,), I.Range(0, 2))]})
    @R.function
    def main(x: R.DTensor((4, 8), "float32", "mesh[1]", "S[0]")) -> R.DTensor((4, 8), "float32", "mesh[1]", "S[0]"):
        return x
