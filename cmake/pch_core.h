// Precompiled for every translation unit of basilisk_core and the tests (cmake/precompiled.cmake).
// Only third-party and standard headers that nearly every file pulls in through vm/vm.h: parsing
// boost::multiprecision's cpp_int alone costs about 3 s per file, half of a typical compile.
// Project headers stay out, so editing one never rebuilds the precompiled header.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <variant>
#include <vector>

#include <boost/container/small_vector.hpp>
#include <boost/multiprecision/cpp_int.hpp>
#include <fmt/format.h>
