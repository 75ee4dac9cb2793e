//
//  INatTooltipView.h
//  iNaturalist
//
//  Created by Alex Shepard on 3/31/15.
//  Copyright (c) 2015 iNaturalist. All rights reserved.
//

#import "JDFTooltipView.h"

@interface INatTooltipView : JDFTooltipView

@property BOOL shouldCenter;

@end
