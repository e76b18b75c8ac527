#pragma once
// Walking a wizard as a user does, for the tests of the wizards.

#include <QWizard>

/** Goes Next until page @p id; false when a page refuses (its reason says why). */
inline bool goTo(QWizard& wizard, int id) {
    for (int guard = 0; guard < 10 && wizard.currentId() != id; ++guard) {
        const int before = wizard.currentId();
        wizard.next();
        if (wizard.currentId() == before) return false;
    }
    return wizard.currentId() == id;
}
