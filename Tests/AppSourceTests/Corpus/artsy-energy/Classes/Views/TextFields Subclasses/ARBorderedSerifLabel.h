@class ARSerifLabel;


@interface ARBorderedSerifLabel : UIView

@property (readonly, nonatomic, strong) ARSerifLabel *label;

@end
