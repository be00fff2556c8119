# RXV: R.device_mesh whose device ids do not fill its shape (TVM's DeviceMesh: "The number of device ids must match the product of the shape")
# EXPECT-READ-ERROR: 8:37: R.device_mesh: a mesh of shape (2, 2) has 4 devices, but 3 device ids are given
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_global_infos({"mesh": [R.device_mesh((2, 2), I.Range(0, 3))]})
    @R.function
    def main(x: R.Tensor((4, 8), "float32")) -> R.Tensor((4, 8), "float32"):
        return x
