#pragma once
/// Reference kernels of the built-in operators (private to semantics/ops/):
/// builtin_kernels.cpp for builtin.cpp's ops, builtin_call_tir_kernels.cpp for
/// the destination-passing calls.
#include "semantics/value/kernel.h"

namespace rxv::sem {

Kernel kernel_call_pure_packed();
Kernel kernel_shape_of();
Kernel kernel_null_value();
Kernel kernel_print();
Kernel kernel_assert_op();
Kernel kernel_make_closure();
Kernel kernel_invoke_closure();
Kernel kernel_tensor_to_shape();
Kernel kernel_shape_to_tensor();

Kernel kernel_call_tir();
Kernel kernel_call_tir_inplace();
Kernel kernel_call_dps_packed();

} // namespace rxv::sem
