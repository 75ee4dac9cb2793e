

@interface ARPopoverSegmentControl : UISegmentedControl

@end
