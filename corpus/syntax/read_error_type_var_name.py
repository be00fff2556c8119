# RXV: a module-level TypeVar must be bound to its own name, as TVM's parser requires
# EXPECT-READ-ERROR: 5:13: TypeVar binding 'n' must match its declared name 'k'
# from typing import TypeVar

n = TypeVar("k")
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((n,), dtype="float32")) -> R.Tensor((n,), dtype="float32"):
        return x
