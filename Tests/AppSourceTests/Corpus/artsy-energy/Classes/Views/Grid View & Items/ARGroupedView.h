

@interface ARGroupedView : UIView

@property (nonatomic, assign) BOOL isTopCell;

@end
