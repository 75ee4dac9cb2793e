extern const CGFloat ARToolbarSizeHeight;
extern const CGFloat ARToolbarSizeHeightPhone;

extern const CGFloat ARAnimationDuration;
extern const CGFloat ARAnimationQuickDuration;
extern const CGFloat ARAnimationLongDuration;
