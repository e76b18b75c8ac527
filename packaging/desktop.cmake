# Desktop integration of the workbench (component gui, package iometry): the .desktop
# entry, the AppStream metainfo, the application icon (the SVG, and the hicolor theme's
# PNG sizes drawn from it at build time by render_icon with Qt's SVG renderer), the
# screenshot and the example plans, which File → Open example finds at
# <prefix>/share/iometry/examples, with the suite templates of Wizards → Review suite in its
# suites/ folder. Included from gui/CMakeLists.txt.
set(IOMETRY_APP_ID io.iometry.Iometry)
set(iometry_icon_svg ${PROJECT_SOURCE_DIR}/packaging/icons/${IOMETRY_APP_ID}.svg)
set(iometry_metainfo ${PROJECT_SOURCE_DIR}/packaging/desktop/${IOMETRY_APP_ID}.metainfo.xml)
set(iometry_screenshot ${PROJECT_SOURCE_DIR}/packaging/screenshots/iometry.png)

add_executable(render_icon ${PROJECT_SOURCE_DIR}/packaging/icons/render_icon.cpp)
target_link_libraries(render_icon PRIVATE Qt6::Gui Qt6::Svg)
# A build tool, not a program of the packages: kept out of bin/.
set_target_properties(render_icon PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR})

set(iometry_icon_pngs)
foreach(size 16 22 24 32 48 64 128 256)
  set(dir ${CMAKE_CURRENT_BINARY_DIR}/icons/${size}x${size}/apps)
  set(png ${dir}/${IOMETRY_APP_ID}.png)
  # detect_leaks=0: in the sanitizer builds a leak report from Qt's statics must not fail
  # the build; the tool's output is checked by e2e.packages.
  add_custom_command(OUTPUT ${png}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${dir}
    COMMAND ${CMAKE_COMMAND} -E env ASAN_OPTIONS=detect_leaks=0
            $<TARGET_FILE:render_icon> ${iometry_icon_svg} ${size} ${png}
    DEPENDS render_icon ${iometry_icon_svg}
    COMMENT "Drawing the ${size}x${size} application icon"
    VERBATIM)
  list(APPEND iometry_icon_pngs ${png})
  install(FILES ${png} DESTINATION share/icons/hicolor/${size}x${size}/apps COMPONENT gui)
endforeach()
add_custom_target(iometry_icons ALL DEPENDS ${iometry_icon_pngs})
install(FILES ${iometry_icon_svg} DESTINATION share/icons/hicolor/scalable/apps COMPONENT gui)

install(FILES ${PROJECT_SOURCE_DIR}/packaging/desktop/${IOMETRY_APP_ID}.desktop
        DESTINATION share/applications COMPONENT gui)

# AppStream takes a screenshot only as a web (http/https) URL, not as a file of the package
# (appstreamcli validate: web-url-expected). Once packaging/screenshots/iometry.png is
# published, -DIOMETRY_SCREENSHOT_URL=https://... adds it to the installed metainfo;
# without it the metainfo has no <screenshots> and validates all the same.
set(IOMETRY_SCREENSHOT_URL "" CACHE STRING
    "Web (https) URL of packaging/screenshots/iometry.png for the AppStream metainfo")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${iometry_metainfo})
file(READ ${iometry_metainfo} metainfo_xml)
if(IOMETRY_SCREENSHOT_URL)
  if(NOT IOMETRY_SCREENSHOT_URL MATCHES "^https?://[^ <>&]+$")
    message(FATAL_ERROR "IOMETRY_SCREENSHOT_URL must be an http(s) URL, not '${IOMETRY_SCREENSHOT_URL}'")
  endif()
  string(REPLACE "  <!-- screenshots -->\n"
"  <screenshots>
    <screenshot type=\"default\">
      <caption>The report: throughput and CPU load against request size, with error bars from repeats</caption>
      <image>${IOMETRY_SCREENSHOT_URL}</image>
    </screenshot>
  </screenshots>\n" metainfo_xml "${metainfo_xml}")
endif()
file(CONFIGURE OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/${IOMETRY_APP_ID}.metainfo.xml
     CONTENT "${metainfo_xml}" @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/${IOMETRY_APP_ID}.metainfo.xml
        DESTINATION share/metainfo COMPONENT gui)
install(FILES ${iometry_screenshot} DESTINATION share/iometry/screenshots COMPONENT gui)

# The whole folder: examples/suites/ comes along (tests/e2e/packages.sh checks both).
install(DIRECTORY ${PROJECT_SOURCE_DIR}/examples/ DESTINATION share/iometry/examples
        COMPONENT gui FILES_MATCHING PATTERN "*.json")

# The user guide (Help → User guide, F1) is installed with the copyright file: cpack.cmake.
