#import <Artsy+UILabels/Artsy+UILabels.h>


@interface ARDateLabel : ARSerifLabel

@property (readwrite, nonatomic, assign) BOOL suppressDateFormatting;

@end
