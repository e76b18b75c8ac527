#pragma once
// QWizard sizes the subtitle in its header once per page, for the lines it expects at a
// width of its own choosing; a longer subtitle (Russian, Ukrainian) or a narrower window
// cuts its last line off. keepHeaderWhole() gives the header's word-wrapped labels the
// height their text needs at the width they have, after every page change and resize.

class QWizard;

namespace iometry::gui {

void keepHeaderWhole(QWizard* wizard);

}  // namespace iometry::gui
