#pragma once
// Looks shared by every page and dialog, so a refusal reads the same everywhere.

#include <QString>

namespace iometry::gui {

/** Style sheet of a label that says why a value was refused. */
inline const QString kErrorStyle = QStringLiteral("color: #c62828;");

}  // namespace iometry::gui
