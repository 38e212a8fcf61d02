# `cmake --install build --prefix P` gives C++ hosts a package: the embedding API's headers (only
# interp/'s public ones: nothing of vm/, compiler/ or checkpoint/), the static library, the
# `basilisk` command, and P/lib/cmake/basilisk/basiliskConfig.cmake defining basilisk::basilisk
# with its dependencies, for find_package(basilisk).
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(BASILISK_PUBLIC_HEADERS
  interp/sandbox.h interp/constraints.h interp/errors.h interp/values.h interp/feature.h)
install(FILES ${BASILISK_PUBLIC_HEADERS} DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/basilisk/interp)
install(TARGETS basilisk_core EXPORT basiliskTargets ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(TARGETS basilisk RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(EXPORT basiliskTargets NAMESPACE basilisk:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/basilisk)
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/basiliskConfig.cmake.in
  ${PROJECT_BINARY_DIR}/basiliskConfig.cmake INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/basilisk)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/basiliskConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/basiliskConfig.cmake ${PROJECT_BINARY_DIR}/basiliskConfigVersion.cmake
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/basilisk)
