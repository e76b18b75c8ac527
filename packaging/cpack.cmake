# Debian packages: iometry-dynamo (the agent, for every host under test), iometry-cli
# (iometry-run) and iometry (the Qt workbench).
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME iometry)
set(CPACK_PACKAGE_VENDOR "Iometry project")
set(CPACK_PACKAGE_CONTACT "Iometry developers <iometry@invalid>")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Test workbench for network adapters and storage")
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL dynamo cli)
if(IOMETRY_BUILD_GUI)
  list(APPEND CPACK_COMPONENTS_ALL gui)
endif()
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Programs go into the packages stripped, as in Debian's own packages: the default build
# (RelWithDebInfo) would otherwise ship its debug information, several times the code's
# size. The build folder's binaries keep it.
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_DYNAMO_PACKAGE_NAME iometry-dynamo)
set(CPACK_COMPONENT_DYNAMO_DESCRIPTION "Iometry load agent (dynamo) for the hosts under test")
set(CPACK_DEBIAN_CLI_PACKAGE_NAME iometry-cli)
set(CPACK_COMPONENT_CLI_DESCRIPTION "Iometry headless runner (iometry-run)")
set(CPACK_DEBIAN_CLI_PACKAGE_DEPENDS "iometry-dynamo (= ${PROJECT_VERSION})")
set(CPACK_DEBIAN_GUI_PACKAGE_NAME iometry)
set(CPACK_COMPONENT_GUI_DESCRIPTION "Iometry workbench: plans, live charts, reports")
# Plugins Qt loads at run time are invisible to shlibdeps: list them by hand.
set(CPACK_DEBIAN_GUI_PACKAGE_DEPENDS
    "iometry-dynamo (= ${PROJECT_VERSION}), libqt6svg6, qt6-qpa-plugins, fonts-dejavu-core, fonts-wqy-microhei")

# Every package carries the machine-readable (DEP-5) copyright file where Debian keeps it.
install(FILES ${PROJECT_SOURCE_DIR}/packaging/copyright DESTINATION share/doc/iometry-dynamo
        COMPONENT dynamo)
install(FILES ${PROJECT_SOURCE_DIR}/packaging/copyright DESTINATION share/doc/iometry-cli
        COMPONENT cli)
if(IOMETRY_BUILD_GUI)
  install(FILES ${PROJECT_SOURCE_DIR}/packaging/copyright DESTINATION share/doc/iometry
          COMPONENT gui)
  # The user guide with its pictures, side by side as in the source tree (docs/guide.md links
  # guide/NAME.png), so its links work where it is installed too.
  install(FILES ${PROJECT_SOURCE_DIR}/docs/guide.md DESTINATION share/doc/iometry COMPONENT gui)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/guide/ DESTINATION share/doc/iometry/guide
          COMPONENT gui FILES_MATCHING PATTERN "*.png")
endif()
# The example plans and the suite templates (examples/suites/): the workbench's copy
# (share/iometry/examples, File → Open example, Wizards → Review suite)
# comes with the GUI (packaging/desktop.cmake); iometry-run's users get theirs where
# Debian keeps a package's examples, so a host without the GUI has them too and the two
# packages never ship the same path.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/examples/ DESTINATION share/doc/iometry-cli/examples
        COMPONENT cli FILES_MATCHING PATTERN "*.json")
include(CPack)
