// Precompiled for the GoogleTest binaries: the core's set plus GoogleTest (cmake/precompiled.cmake).
#pragma once

#include "pch_core.h"

#include <gtest/gtest.h>
