# RXV: WF-24: the module declares one cuda vdevice (cuda:0) but an annotation refers to cuda:1
# EXPECT-ERROR: WF-24 @ 12:13
# RULES: spec
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_global_infos({"vdevice": [I.vdevice({"arch": "sm_80", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}, 0, "global")]})
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32", vdevice="cuda:0")) -> R.Tensor((2, 3), dtype="float32", vdevice="cuda:0"):
        lv: R.Tensor((2, 3), dtype="float32", vdevice="cuda:1") = R.exp(x)
        gv: R.Tensor((2, 3), dtype="float32", vdevice="cuda:0") = R.match_cast(lv, R.Tensor((2, 3), dtype="float32", vdevice="cuda:0"))
        return gv
