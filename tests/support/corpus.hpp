#pragma once
// The real-world input files some tests read: files people outside the project wrote,
// kept beside it and never committed (docs/iometer-files.md, docs/fio-files.md). Where they
// are is the CMake cache variable IOMETRY_CORPUS_DIR (the compile definition
// IOMETRY_CORPUS), by default ../shared/corpus from the project's root. A clone on its own
// has no such folder: each test function that reads it starts with IOMETRY_NEEDS_CORPUS(),
// which skips that function with one line saying so; the test's other functions run.

#include <QFileInfo>
#include <QString>
#include <QtTest>

namespace iometry::test {

/** @brief The folder of real-world input files this build's tests read. */
inline QString corpusDir() { return QStringLiteral(IOMETRY_CORPUS); }

/** @brief Empty when the corpus folder is there; otherwise the line its tests skip with. */
inline QString corpusAbsence() {
    if (QFileInfo(corpusDir()).isDir()) return {};
    return QStringLiteral("../shared/corpus is absent (%1): files written outside the project "
                          "are not here")
        .arg(corpusDir());
}

}  // namespace iometry::test

/**
 * @brief First in a test function, or its _data function (which then skips the whole
 *        data-driven function), that reads the corpus: skips it when the folder is absent.
 */
#define IOMETRY_NEEDS_CORPUS()                                                             \
    do {                                                                                   \
        if (const QString absence = iometry::test::corpusAbsence(); !absence.isEmpty()) \
            QSKIP(qPrintable(absence));                                                    \
    } while (false)
