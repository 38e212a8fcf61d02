#pragma once
// What the math module's files share: CPython's conversions of arguments (PyFloat_AsDouble,
// PyNumber_Index) and its rules for turning a C result and errno into a Python value or error
// (mathmodule.c's math_1, math_2 and is_error), so every function words errors the same way.
#include <cerrno>
#include <string_view>

#include "stdlib/args.h"
#include "vm/native.h"
#include "vm/num/bigint.h"

namespace basilisk::stdlib::math {

inline constexpr std::string_view kModule = "math";

// PyFloat_AsDouble: a float, an int (OverflowError "int too large to convert to float"), an
// object with __float__ (which must return a float) or __index__; otherwise TypeError "must be
// real number, not str".
bool real_arg(Vm& vm, Value v, double& out);
// PyNumber_Index as a BigInt: an int (bool included) or __index__; TypeError "'float' object
// cannot be interpreted as an integer" otherwise.
bool index_arg(Vm& vm, Value v, num::BigInt& out);

Value domain_error(Vm& vm);   // ValueError "math domain error"
Value range_error(Vm& vm);    // OverflowError "math range error"

// CPython's is_error(): errno (set by libm or by the function itself) decides, except that an
// ERANGE with a result below 1.5 in magnitude is an underflow and no error. The float, or the
// exception.
Value errno_result(Vm& vm, double r, int err);

// math_1: a function of one float whose NaN result for a non-NaN argument is a domain error and
// whose infinite result for a finite argument is a range error when it `can_overflow`, else a
// domain error (a singularity such as log(0)).
Value one_arg_result(Vm& vm, double x, double r, int err, bool can_overflow);
// math_2: the same rules for a function of two floats.
Value two_arg_result(Vm& vm, double x, double y, double r, int err);

// Registration of each file's functions under "math".
void register_float_functions(vm::NativeRegistry& reg);    // math.cpp
void register_special_functions(vm::NativeRegistry& reg);  // math_special.cpp
void register_int_functions(vm::NativeRegistry& reg);      // math_int.cpp
void register_sum_functions(vm::NativeRegistry& reg);      // math_sums.cpp

}  // namespace basilisk::stdlib::math
