const CGFloat ARToolbarSizeHeight = 72;
const CGFloat ARToolbarSizeHeightPhone = 44;

const CGFloat ARAnimationQuickDuration = 0.15;
const CGFloat ARAnimationDuration = 0.3;
const CGFloat ARAnimationLongDuration = 0.5;
